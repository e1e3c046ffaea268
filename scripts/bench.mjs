// `npm run bench`: performance figures of the production build (docs/bench.md). Not part of the
// tests. Takes about a minute and a half on 2 cores; prints a table and writes .bench/last.json.
//
//   npm run bench -- --duration=10 --warmup=2 --connections=50 --lighthouse-runs=3
//   npm run bench -- --only=chat: the live chat flood alone (scripts/bench/chat-flood.mjs)
//   npm run bench -- --only=messenger: the messenger lane of a 5,000-message conversation alone
//     (scripts/bench/messenger-lane.mjs)
//   npm run bench -- --against=<commit>: also measures that commit (first-load JS, the home page under
//     load, Lighthouse) in the same run, in a worktree of its own (scripts/bench/against.mjs)
//   npm run bench -- --only=resilience [--latency-runs=3] [--reference=/path/to/other/checkout]
//     only the resilience figures (pages at 3 s backend latency, the markup parser); --reference
//     also times the pages of another checkout's dist/ (a before figure), with its own sandbox.
//
// Every server runs in a child process of its own, one at a time, on an ephemeral port of 127.0.0.1.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from './lib/processes.mjs';
import { againstTable, measureReference } from './bench/against.mjs';
import { benchContext } from './bench/context.mjs';
import { chatFloodTable, measureChatFlood, runChatOnly } from './bench/chat-flood.mjs';
import { ensureBuild } from './bench/ensure-build.mjs';
import { measureMessengerLane, messengerLaneTable, runMessengerOnly } from './bench/messenger-lane.mjs';
import { GZIP_LEVEL, KB, kb, measureFirstLoadJs } from './bench/first-load-js.mjs';
import { assertHomeGrid, firstProfileRoute, HOME_CARDS } from './bench/home-page.mjs';
import { httpGet } from './bench/http-get.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { measureLoad } from './bench/load.mjs';
import {
  measureMarkup,
  measureSlowBackend,
  resilienceReport,
  runResilienceOnly,
} from './bench/resilience.mjs';
import { startBaseline, startSite, stopAll } from './bench/servers.mjs';
import { formatTable } from './bench/table.mjs';

const ROUTES = ['/', '/en', '/no-such-page'];
// The sandbox's engine API key (src/config/backend-config.ts, SANDBOX_KEYS.engine).
const ENGINE_KEY = 'sandbox-engine-key';
// The query the home page makes (src/core/performers/list-performers.use-case.ts), in the wire
// format of docs/api.md.
const HOME_QUERY =
  `filter[gender]=female&filter[locale]=nl&page=1&limit=${HOME_CARDS}` +
  '&order[0]=free&order[1]=lastCamSessionIfOffline&order[2]=language&order[3]=rating';
const OUT_DIR = join(projectRoot, '.bench');

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'latency-runs': { type: 'string', default: '3' },
    only: { type: 'string', default: 'all' },
    reference: { type: 'string', default: '' },
    against: { type: 'string', default: '' },
  },
});
const { only, reference, against } = options;
delete options.only;
delete options.reference;
delete options.against;
if (!['all', 'resilience', 'chat', 'messenger'].includes(only))
  throw new Error(`--only takes "resilience", "chat" or "messenger", not "${only}"`);
const SLOW_BACKEND = { latencyMs: 3000, runs: Number(options['latency-runs']) };
const load = {
  seconds: Number(options.duration),
  warmupSeconds: Number(options.warmup),
  connections: Number(options.connections),
};
const lighthouseRuns = Number(options['lighthouse-runs']);
for (const [name, value] of Object.entries(options)) {
  if (!/^\d+$/.test(value)) throw new Error(`--${name} takes a whole number, not "${value}"`);
}
if (load.seconds === 0 || load.connections === 0)
  throw new Error('--duration and --connections must be above 0');

async function main() {
  const started = Date.now();
  await ensureBuild();
  mkdirSync(OUT_DIR, { recursive: true });
  if (only === 'chat') return runChatOnly();
  if (only === 'messenger') return runMessengerOnly();
  if (only === 'resilience')
    return runResilienceOnly({ reference, slowBackend: SLOW_BACKEND, outDir: OUT_DIR, started });
  const context = benchContext();
  console.log('Measuring the site (dist/)…');
  const site = await runWithSite();
  console.log('Measuring the bare React baseline…');
  const baseline = await runWithBaseline(site.performersFile);
  const compared = against
    ? await measureReference(against, { routes: site.firstLoad.map((r) => r.route), load, lighthouseRuns })
    : null;
  const results = {
    context,
    firstLoadJs: { kb: KB, gzipLevel: GZIP_LEVEL, routes: site.firstLoad },
    load: { ...load, site: site.load, baseline },
    lighthouse: site.lighthouse,
    chat: site.chat,
    messenger: site.messenger,
    resilience: { slowBackend: site.slowBackend, markup: await measureMarkup() },
    against: compared,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  writeFileSync(join(OUT_DIR, 'last.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${report(results)}\n\nWritten to .bench/last.json (${results.seconds} s).`);
}

async function runWithSite() {
  const site = await startSite();
  try {
    const firstLoad = [];
    const routes = [...ROUTES, await firstProfileRoute(site.url)];
    for (const route of routes) firstLoad.push(await measureFirstLoadJs(site.url, route));
    const home = `${site.url}/`;
    await assertHomeGrid(home, 'the site');
    const performersFile = await saveHomePerformers(site.url);
    const loadResult = await measureLoad(home, load);
    const chat = await measureChatFlood(site.url);
    const messenger = await measureMessengerLane(site.url);
    // After the load test, so Lighthouse meets a warmed-up server as a visitor would.
    const lighthouse =
      lighthouseRuns > 0
        ? await measureLighthouse(home, { runs: lighthouseRuns })
        : { unavailable: 'skipped' };
    // Last: the latency fault would slow everything measured after it.
    const slowBackend = await measureSlowBackend(site.url, SLOW_BACKEND);
    return { firstLoad, load: loadResult, lighthouse, performersFile, slowBackend, chat, messenger };
  } finally {
    await site.stop();
  }
}

async function runWithBaseline(performersFile) {
  const baseline = await startBaseline(performersFile);
  try {
    const home = `${baseline.url}/`;
    await assertHomeGrid(home, 'the baseline');
    return await measureLoad(home, load);
  } finally {
    await baseline.stop();
  }
}

/** The home page's performers, from the sandbox API, checked against the cards the site rendered. */
async function saveHomePerformers(siteUrl) {
  const answer = await httpGet(`${siteUrl}/sandbox/engine/user/find?${HOME_QUERY}`, {
    'x-api-key': ENGINE_KEY,
  });
  if (answer.status !== 200) throw new Error(`the performer API answered ${answer.status}`);
  const performers = JSON.parse(answer.body.toString('utf8'));
  const home = (await httpGet(`${siteUrl}/`)).body.toString('utf8');
  const names = [...home.matchAll(/class="card__name"[^>]*>([^<]*)</g)].map((match) => match[1]);
  if (names.join() !== performers.items.map((performer) => performer.username).join()) {
    throw new Error('the performer API does not answer the performers the home page shows');
  }
  const file = join(OUT_DIR, 'performers.json');
  writeFileSync(file, JSON.stringify(performers));
  return file;
}

function report(results) {
  const { context, firstLoadJs, load: loadResults, lighthouse, chat, messenger, resilience } = results;
  const dirty = context.dirty ? ' + uncommitted changes' : '';
  return [
    `Bench ${context.date}  node ${context.node}  ${context.cpus} CPUs (${context.cpuModel})  commit ${context.commit}${dirty}`,
    '',
    `First-load JavaScript (KB = ${KB} bytes; gzip = node:zlib level ${GZIP_LEVEL} per file, summed;`,
    'served = bytes the server sent for Accept-Encoding: gzip)',
    firstLoadTable(firstLoadJs.routes),
    '',
    `Home page under load (autocannon, ${loadResults.connections} connections, ${loadResults.warmupSeconds} s warm-up + ` +
      `${loadResults.seconds} s, uncompressed responses)`,
    loadTable(loadResults),
    '',
    'Lighthouse, / (default mobile config: simulated slow 4G, 4x CPU slowdown; headless Chromium)',
    lighthouseTable(lighthouse),
    '',
    chatFloodTable(chat),
    '',
    messengerLaneTable(messenger),
    '',
    resilienceReport(resilience),
    ...(results.against ? ['', againstTable(results, results.against)] : []),
  ].join('\n');
}

function firstLoadTable(routes) {
  const right = { align: 'right' };
  return formatTable(
    [
      { title: 'Route' },
      { title: 'Status', ...right },
      { title: 'Files', ...right },
      { title: 'Raw KB', ...right },
      { title: 'Gzip KB', ...right },
      { title: 'Served KB', ...right },
      { title: 'Not preloaded' },
    ],
    routes.map((route) => [
      route.route,
      route.status,
      route.assets.length,
      kb(route.totals.raw),
      kb(route.totals.gzip),
      kb(route.totals.served),
      route.notPreloaded.length === 0 ? 'none' : route.notPreloaded.join(' '),
    ]),
  );
}

function loadTable({ site, baseline }) {
  const right = { align: 'right' };
  const row = (name, result) => [
    name,
    Math.round(result.requestsPerSecond),
    result.latencyMs.p50.toFixed(0),
    result.latencyMs.p99.toFixed(0),
    result.requestsTotal,
    result.non2xx + result.errors + result.timeouts,
  ];
  return [
    formatTable(
      [
        { title: 'Server' },
        { title: 'Req/s (avg)', ...right },
        { title: 'p50 ms', ...right },
        { title: 'p99 ms', ...right },
        { title: 'Requests', ...right },
        { title: 'Failed', ...right },
      ],
      [row('site (vike + React SSR, sandbox)', site), row('bare React renderToString', baseline)],
    ),
    `Site throughput is ${((100 * site.requestsPerSecond) / baseline.requestsPerSecond).toFixed(1)}% of the baseline's.`,
  ].join('\n');
}

function lighthouseTable(lighthouse) {
  if (lighthouse.unavailable) return `n/a (${lighthouse.unavailable})`;
  const { scores, metrics } = lighthouse;
  const seconds = (ms) => (ms == null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);
  const right = { align: 'right' };
  return [
    formatTable(
      [
        { title: 'Performance', ...right },
        { title: 'Accessibility', ...right },
        { title: 'Best practices', ...right },
        { title: 'SEO', ...right },
        { title: 'FCP', ...right },
        { title: 'LCP', ...right },
        { title: 'TBT', ...right },
        { title: 'CLS', ...right },
        { title: 'Speed Index', ...right },
      ],
      [
        [
          scores.performance,
          scores.accessibility,
          scores.bestPractices,
          scores.seo,
          seconds(metrics.fcp),
          seconds(metrics.lcp),
          metrics.tbt == null ? 'n/a' : `${Math.round(metrics.tbt)} ms`,
          metrics.cls == null ? 'n/a' : metrics.cls.toFixed(3),
          seconds(metrics.speedIndex),
        ],
      ],
    ),
    `Median of ${lighthouse.runs} run(s) by performance score; all runs: ${lighthouse.performanceRuns.join(', ')}` +
      (lighthouse.failedRuns.length > 0
        ? ` (${lighthouse.failedRuns.length} failed run(s) retried). `
        : '. ') +
      `Lighthouse ${lighthouse.lighthouseVersion}, ${lighthouse.formFactor}, ${lighthouse.throttling} throttling.`,
  ].join('\n');
}

try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  await stopAll();
  process.exitCode = 1;
}
