import { execSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { findDebianTool } from '../lib/debian-tool.mjs';

/** Debian's hook that lets a package start its service on install; 101 means "not now". */
const startPolicy = '/usr/sbin/policy-rc.d';

function installNginx() {
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
 * the package first when we are root (lib/debian-tool.mjs), with its service kept from starting. It runs in the
 * foreground with a configuration of our own, never as the system's service.
 */
export function findNginx() {
  const found = findDebianTool({
    label: 'nginx',
    envVar: 'NGINX_PATH',
    path: '/usr/sbin/nginx',
    pkg: 'nginx',
    install: installNginx,
  });
  if (found) return found;
  throw new Error('No nginx found. Install it (Debian: "sudo apt-get install nginx") or set NGINX_PATH.');
}
