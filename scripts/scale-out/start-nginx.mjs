// Runs Debian's nginx in the foreground with a configuration of our own (nginx-config.mjs), for the
// scale-out proof and the bench's rows through nginx's cache.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnTracked, stopChild } from '../bench/servers.mjs';
import { nginxConfig, PURGE_PATH } from './nginx-config.mjs';

const NGINX_START_TIMEOUT_MS = 10_000;

/** A loopback port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on the loopback `port`. */
function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Runs nginx in the foreground on `port` in front of `upstreams`, with its configuration, cache
 * and logs in a temporary folder of its own (removed when it stops, or when this process exits);
 * resolves once it accepts connections, with its `url`, its `purgeUrl` (PAGE_CACHE_PURGE_URLS),
 * its cache log's path and `stop()`.
 */
export async function startNginx(binary, port, upstreams) {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  const removePrefix = () => rmSync(prefix, { recursive: true, force: true });
  process.once('exit', removePrefix);
  for (const dir of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
  const config = join(prefix, 'nginx.conf');
  writeFileSync(config, nginxConfig({ prefix, port, upstreams, asRoot: process.getuid?.() === 0 }));
  // -e: the error log before the configuration is read (the default path is the system's).
  const child = spawnTracked(binary, ['-p', prefix, '-e', 'stderr', '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    if (Date.now() - started > NGINX_START_TIMEOUT_MS) throw new Error('nginx did not listen');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    removePrefix();
  };
  return { url, purgeUrl: `${url}${PURGE_PATH}`, cacheLog: join(prefix, 'cache.log'), stop };
}
