import { execSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

const debianNginx = '/usr/sbin/nginx';
/** Debian's hook that lets a package start its service on install; 101 means "not now". */
const startPolicy = '/usr/sbin/policy-rc.d';

function installNginx() {
  console.log('nginx is missing: installing Debian package "nginx"');
  // The package would start the system's nginx on port 80; only the binary is wanted here.
  const ownPolicy = !existsSync(startPolicy);
  if (ownPolicy) writeFileSync(startPolicy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execSync('apt-get update && apt-get install -y nginx', { stdio: 'inherit' });
  } finally {
    if (ownPolicy) rmSync(startPolicy, { force: true });
  }
}

/**
 * The nginx binary the scale-out proof balances with: $NGINX_PATH, else Debian's nginx, installing
 * the package first when we are root (as find-chromium.mjs does for Chromium). It runs in the
 * foreground with a configuration of our own, never as the system's service.
 */
export function findNginx() {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`NGINX_PATH is set to ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  if (existsSync(debianNginx)) return debianNginx;
  if (process.getuid?.() === 0) {
    installNginx();
    if (existsSync(debianNginx)) return debianNginx;
  }
  throw new Error('No nginx found. Install it (Debian: "sudo apt-get install nginx") or set NGINX_PATH.');
}
