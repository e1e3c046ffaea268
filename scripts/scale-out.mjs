// `npm run scale-out`: proves the site scales out behind a load balancer that caches guests' pages
// (docs/deploy.md). Starts the sandbox in a process of its own, two site processes of one worker
// each pointed at it (SANDBOX_URL) and told to purge nginx's cache on a status change, and Debian's
// nginx with its Lua module on loopback in front of them (installed first when missing and we are
// root); then, through nginx: the home page answers 200 from both site processes, sockets on
// /api/socket.io and /sandbox/socket.io hear a studio change, a kept profile shows a status change
// at once, and a short autocannon load gives req/s, p50, p99 and the cache's hit rate.
// Everything it started stops at the end, on a failure and on Ctrl-C.
//
//   npm run scale-out -- --seconds=10 --connections=20 --warmup=3
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { measureLoad } from './bench/load.mjs';
import { startServerProcess, stopAll } from './bench/servers.mjs';
import { buildIsStale } from './lib/build-freshness.mjs';
import { bin, run } from './lib/processes.mjs';
import {
  checkHomeFromEveryUpstream,
  checkSocketsHearStudio,
  checkStatusChangePurges,
} from './scale-out/checks.mjs';
import { hitRate } from './scale-out/cache-log.mjs';
import { findNginx } from './scale-out/find-nginx.mjs';
import { freePort, startNginx } from './scale-out/start-nginx.mjs';

const SITE_PROCESSES = 2;
/** The share of the load nginx's cache must answer (issue 41's budget). */
const MIN_HIT_RATE = 0.95;

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
  },
});

/**
 * What this run started, in order: stopped the other way round, so that no process loses what it
 * still calls (nginx the sites, a site the sandbox) while it finishes its last requests.
 */
const stops = [];

const server = (script) => ['--import', 'tsx', script];

async function scaleOut() {
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
  // The ports are chosen first: nginx's goes to the sites (their purge target), theirs to nginx.
  const balancerPort = await freePort();
  const sitePorts = [];
  for (let index = 0; index < SITE_PROCESSES; index += 1) sitePorts.push(await freePort());
  const upstreams = sitePorts.map((port) => `127.0.0.1:${port}`);
  const front = await startNginx(nginx, balancerPort, upstreams);
  stops.push(front.stop);
  const balancer = front.url;
  // SANDBOX=1: a load test is a use of the sandbox on purpose (NODE_ENV is production here).
  const env = {
    SANDBOX_URL: sandbox.url,
    SANDBOX: '1',
    WEB_CONCURRENCY: '1',
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    PAGE_CACHE_PURGE_URLS: front.purgeUrl,
  };
  for (const [index, port] of sitePorts.entries()) {
    const site = await startServerProcess({
      name: `site ${index + 1}`,
      args: server('src/server/main.ts'),
      readyPrefix: 'Site listening on ',
      env: { ...env, PORT: String(port) },
    });
    stops.push(site.stop);
  }
  console.log(`sandbox ${sandbox.url}, sites ${upstreams.join(' and ')}, nginx ${balancer}`);

  const answeredBy = await checkHomeFromEveryUpstream(balancer, upstreams);
  const sockets = await checkSocketsHearStudio(balancer);
  const purge = await checkStatusChangePurges(balancer);
  const logged = readFileSync(front.cacheLog, 'utf8').length;
  const load = await measureLoad(`${balancer}/`, {
    connections: Number(options.connections),
    seconds: Number(options.seconds),
    warmupSeconds: Number(options.warmup),
  });
  // nginx writes its log buffer out at least once a second (nginx-config.mjs).
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const cache = hitRate(readFileSync(front.cacheLog, 'utf8').slice(logged), '/');
  printSummary({ balancer, answeredBy, sockets, purge, load, cache });
  if (load.non2xx > 0 || load.errors > 0) throw new Error('The load met errors or answers other than 2xx');
  if (cache.rate < MIN_HIT_RATE)
    throw new Error(`The cache answered ${percent(cache.rate)} of the load, below 95%`);
}

const percent = (rate) => `${(rate * 100).toFixed(1)}%`;

function printSummary({ balancer, answeredBy, sockets, purge, load, cache }) {
  const spread = [...answeredBy].map(([upstream, count]) => `${upstream} ×${count}`).join(', ');
  console.log(`
Scale-out through nginx (${balancer}):
  GET / answered 200 by every site process: ${spread}
  performerStatus of ${sockets.performer} heard on ${sockets.paths.join(' and ')} after a studio change
  ${purge.path} kept by nginx (${purge.before}), status ${purge.status} ${purge.seenBy}
  nginx's cache answered ${percent(cache.rate)} of the load's GET / (${cache.hits} of ${cache.total}; ${cache.summary})
  load, GET / with ${load.connections} connections for ${load.seconds} s: ${load.requestsPerSecond.toFixed(1)} req/s, \
p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms (${load.requestsTotal} requests, non-2xx ${load.non2xx}, \
errors ${load.errors}, timeouts ${load.timeouts})`);
}

try {
  await scaleOut();
} catch (error) {
  console.error(`\nscale-out failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  for (const stop of stops.reverse()) await stop();
  await stopAll();
}
