import { execSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findDebianTool } from '../lib/debian-tool.mjs';
import { NGINX_MODULES } from './nginx-config.mjs';

/** nginx and the Lua module its cache purge runs on (nginx-config.mjs). */
const PACKAGES = 'nginx libnginx-mod-http-lua';
const LUA_MODULE = join(NGINX_MODULES, 'ngx_http_lua_module.so');

/** Debian's hook that lets a package start its service on install; 101 means "not now". */
const startPolicy = '/usr/sbin/policy-rc.d';

function installNginx() {
  // The package would start the system's nginx on port 80; only the binary is wanted here.
  const ownPolicy = !existsSync(startPolicy);
  if (ownPolicy) writeFileSync(startPolicy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execSync(`apt-get update && apt-get install -y ${PACKAGES}`, { stdio: 'inherit' });
  } finally {
    if (ownPolicy) rmSync(startPolicy, { force: true });
  }
}

/**
 * The nginx binary the scale-out proof balances with: $NGINX_PATH, else Debian's nginx, installing
 * the packages first when we are root (lib/debian-tool.mjs), with its service kept from starting;
 * with its Lua module (installed the same way when missing). It runs in the foreground with a
 * configuration of our own, never as the system's service.
 */
export function findNginx() {
  const found = findDebianTool({
    label: 'nginx',
    envVar: 'NGINX_PATH',
    path: '/usr/sbin/nginx',
    pkg: 'nginx',
    install: installNginx,
  });
  if (found && !existsSync(LUA_MODULE) && process.getuid?.() === 0) installNginx();
  if (found && existsSync(LUA_MODULE)) return found;
  throw new Error(
    `No nginx with its Lua module found. Install them (Debian: "sudo apt-get install ${PACKAGES}") or set NGINX_PATH and NGINX_MODULES.`,
  );
}
