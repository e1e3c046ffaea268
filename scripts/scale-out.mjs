// `npm run scale-out`: proves the site scales out behind a load balancer (docs/deploy.md). Starts the
// sandbox in a process of its own, two site processes of one worker each pointed at it (SANDBOX_URL),
// and Debian's nginx on loopback in front of them (installed first when missing and we are root);
// then, through nginx: the home page answers 200 from both site processes, sockets on /api/socket.io
// and /sandbox/socket.io hear a studio change, and a short autocannon load gives req/s, p50 and p99.
// Everything it started stops at the end, on a failure and on Ctrl-C.
//
//   npm run scale-out -- --seconds=10 --connections=20 --warmup=3
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureLoad } from './bench/load.mjs';
import { spawnTracked, startServerProcess, stopAll, stopChild } from './bench/servers.mjs';
import { buildIsStale } from './lib/build-freshness.mjs';
import { bin, run } from './lib/processes.mjs';
import { checkHomeFromEveryUpstream, checkSocketsHearStudio } from './scale-out/checks.mjs';
import { findNginx } from './scale-out/find-nginx.mjs';
import { nginxConfig } from './scale-out/nginx-config.mjs';

const SITE_PROCESSES = 2;
const NGINX_START_TIMEOUT_MS = 10_000;

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
  },
});

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * What this run started, in order: stopped the other way round, so that no process loses what it
 * still calls (nginx the sites, a site the sandbox) while it finishes its last requests.
 */
const stops = [];

/** Runs nginx in the foreground with a configuration in `prefix`; resolves once it accepts connections. */
async function startNginx(binary, prefix, upstreams) {
  const port = await freePort();
  for (const dir of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
  const config = join(prefix, 'nginx.conf');
  writeFileSync(config, nginxConfig({ prefix, port, upstreams, asRoot: process.getuid?.() === 0 }));
  // -e: the error log before the configuration is read (the default path is the system's).
  const child = spawnTracked(binary, ['-p', prefix, '-e', 'stderr', '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  stops.push(() => stopChild(child));
  const started = Date.now();
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    if (Date.now() - started > NGINX_START_TIMEOUT_MS) throw new Error('nginx did not listen');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return `http://127.0.0.1:${port}`;
}

const server = (script) => ['--import', 'tsx', script];

async function scaleOut(prefix) {
  const nginx = findNginx();
  if (buildIsStale()) {
    console.log('dist/ is missing or older than the sources: building');
    if ((await run(bin('vite'), ['build'])) !== 0) throw new Error('vite build failed');
  }
  const sandbox = await startServerProcess({
    name: 'sandbox',
    args: server('src/server/sandbox-main.ts'),
    readyPrefix: 'Sandbox listening on ',
  });
  stops.push(sandbox.stop);
  // PORT=0: each site's worker takes a free port and the site prints it. SANDBOX=1: a load test
  // is a use of the sandbox on purpose (NODE_ENV is production here).
  const env = {
    SANDBOX_URL: sandbox.url,
    SANDBOX: '1',
    WEB_CONCURRENCY: '1',
    HOST: '127.0.0.1',
    PORT: '0',
    TRUST_PROXY: '1',
  };
  const sites = [];
  for (let index = 1; index <= SITE_PROCESSES; index += 1) {
    const site = await startServerProcess({
      name: `site ${index}`,
      args: server('src/server/main.ts'),
      readyPrefix: 'Site listening on ',
      env,
    });
    stops.push(site.stop);
    sites.push(site);
  }
  const upstreams = sites.map((site) => `127.0.0.1:${new URL(site.url).port}`);
  const balancer = await startNginx(nginx, prefix, upstreams);
  console.log(`sandbox ${sandbox.url}, sites ${upstreams.join(' and ')}, nginx ${balancer}`);

  const answeredBy = await checkHomeFromEveryUpstream(balancer, upstreams);
  const sockets = await checkSocketsHearStudio(balancer);
  const load = await measureLoad(`${balancer}/`, {
    connections: Number(options.connections),
    seconds: Number(options.seconds),
    warmupSeconds: Number(options.warmup),
  });
  printSummary({ balancer, answeredBy, sockets, load });
  if (load.non2xx > 0 || load.errors > 0) throw new Error('The load met errors or answers other than 2xx');
}

function printSummary({ balancer, answeredBy, sockets, load }) {
  const spread = [...answeredBy].map(([upstream, count]) => `${upstream} ×${count}`).join(', ');
  console.log(`
Scale-out through nginx (${balancer}):
  GET / answered 200 by every site process: ${spread}
  performerStatus of ${sockets.performer} heard on ${sockets.paths.join(' and ')} after a studio change
  load, GET / with ${load.connections} connections for ${load.seconds} s: ${load.requestsPerSecond.toFixed(1)} req/s, \
p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms (${load.requestsTotal} requests, non-2xx ${load.non2xx}, \
errors ${load.errors}, timeouts ${load.timeouts})`);
}

const prefix = mkdtempSync(join(tmpdir(), 'scale-out-'));
// Also on Ctrl-C: servers.mjs stops the children and exits, which runs this.
process.on('exit', () => rmSync(prefix, { recursive: true, force: true }));
try {
  await scaleOut(prefix);
} catch (error) {
  console.error(`\nscale-out failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  for (const stop of stops.reverse()) await stop();
  await stopAll();
}
