// `npm run bench`: performance figures of the production build (docs/bench.md, which says how long
// each part takes). Not part of the tests; prints tables and writes .bench/last.json.
//
//   npm run bench -- --duration=10 --warmup=2 --connections=50 --lighthouse-runs=5
//   npm run bench -- --only=speed: issue 14's figures alone (first load, pages under load with one
//     and two workers, Lighthouse on three pages, the targets), with the bare React baseline
//   npm run bench -- --only=chat: the live chat flood alone (scripts/bench/chat-flood.mjs)
//   npm run bench -- --only=alerts: 1,000 favourites going live at once (scripts/bench/alerts-burst.mjs)
//   npm run bench -- --only=messenger: the messenger lane of a 5,000-message conversation alone
//     (scripts/bench/messenger-lane.mjs); with --against=<commit>, that commit's lane too, each
//     page opened on both builds in turns, and the main figures side by side
//   npm run bench -- --against=<commit>: also measures that commit's speed figures in the same run,
//     in a worktree of its own (scripts/bench/against.mjs), and prints them beside this build's
//   npm run bench -- --only=resilience [--latency-runs=3] [--reference=/path/to/other/checkout]
//     only the resilience figures (pages at 3 s backend latency, the markup parser); --reference
//     also times the pages of another checkout's dist/ (a before figure), with its own sandbox.
//
// Every server runs in child processes of its own, one site at a time, on an ephemeral port of
// 127.0.0.1; the speed figures come from the site as `npm start` runs it (scripts/bench/speed.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from './lib/processes.mjs';
import { prepareReference } from './bench/against.mjs';
import { benchContext } from './bench/context.mjs';
import { chatFloodTable, measureChatFlood, runChatOnly } from './bench/chat-flood.mjs';
import { ensureBuild } from './bench/ensure-build.mjs';
import { alertsBurstTable, measureAlertsBurst, runAlertsOnly } from './bench/alerts-burst.mjs';
import { measureMessengerLane, runMessengerOnly } from './bench/messenger-lane.mjs';
import { messengerLaneTable } from './bench/messenger-lane-table.mjs';
import { GZIP_LEVEL, KB } from './bench/first-load-js.mjs';
import { assertHomeGrid, HOME_CARDS } from './bench/home-page.mjs';
import { httpGet } from './bench/http-get.mjs';
import { removeOldLighthouseReports } from './bench/lighthouse.mjs';
import { measureLoad } from './bench/load.mjs';
import {
  measureMarkup,
  measureSlowBackend,
  resilienceReport,
  runResilienceOnly,
} from './bench/resilience.mjs';
import { startBaseline, startSite, stopAll } from './bench/servers.mjs';
import { measureSpeed } from './bench/speed.mjs';
import { measureLighthouseAgainst } from './bench/speed-lighthouse.mjs';
import {
  firstByteSpeedTable,
  firstLoadSpeedTable,
  lighthouseSpeedTable,
  loadSpeedTable,
} from './bench/speed-table.mjs';
import { targetsTable } from './bench/speed-targets.mjs';
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
    'lighthouse-runs': { type: 'string', default: '5' },
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
if (!['all', 'speed', 'resilience', 'chat', 'messenger', 'alerts'].includes(only))
  throw new Error(`--only takes "speed", "resilience", "chat", "messenger" or "alerts", not "${only}"`);
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
  if (only === 'alerts') return runAlertsOnly();
  if (only === 'messenger') return runMessengerOnly(against);
  if (only === 'resilience')
    return runResilienceOnly({ reference, slowBackend: SLOW_BACKEND, outDir: OUT_DIR, started });
  const context = benchContext();
  removeOldLighthouseReports();
  let performersFile;
  const speed = await measureSpeed(projectRoot, {
    label: 'this build',
    load,
    // With a reference, Lighthouse runs once both builds are measured, on both in turns.
    lighthouseRuns: against ? 0 : lighthouseRuns,
    onSite: async (url) => (performersFile = await saveHomePerformers(url)),
  });
  const compared = against ? await measureAgainst(against, speed.profile) : null;
  if (compared) {
    [speed.lighthouse, compared.lighthouse] = await measureLighthouseAgainst(
      [
        { root: projectRoot, profile: speed.profile },
        { root: compared.root, profile: compared.profile },
      ],
      lighthouseRuns,
    );
  }
  console.log('Measuring the bare React baseline…');
  const baseline = await runWithBaseline(performersFile);
  const others = only === 'speed' ? null : await runOtherFigures();
  const results = {
    context,
    firstLoadJs: { kb: KB, gzipLevel: GZIP_LEVEL },
    load: { ...load, baseline },
    speed,
    against: compared,
    ...others,
    ...(others ? { resilience: { slowBackend: others.slowBackend, markup: await measureMarkup() } } : {}),
    seconds: Math.round((Date.now() - started) / 1000),
  };
  writeFileSync(join(OUT_DIR, 'last.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${report(results)}\n\nWritten to .bench/last.json (${results.seconds} s).`);
}

/** The reference commit's speed figures, from its own worktree, install and build. */
async function measureAgainst(commit, profile) {
  const { sha, root } = await prepareReference(commit);
  const figures = await measureSpeed(root, {
    label: `the reference ${sha.slice(0, 12)}`,
    reportPrefix: 'ref-',
    load,
    lighthouseRuns: 0,
    profile,
  });
  return { commit: sha, root, ...figures };
}

/** The live chat flood, the messenger lane and pages at a slow backend, on the bench's site process. */
async function runOtherFigures() {
  console.log('Measuring the chat flood, the messenger lane and a slow backend…');
  const site = await startSite();
  try {
    const chat = await measureChatFlood(site.url);
    const alerts = await measureAlertsBurst(site.url);
    const messenger = await measureMessengerLane(site.url);
    // Last: the latency fault would slow everything measured after it.
    const slowBackend = await measureSlowBackend(site.url, SLOW_BACKEND);
    return { chat, alerts, messenger, slowBackend };
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
  const { context, load: loadResults, speed, against: reference } = results;
  const dirty = context.dirty ? ' + uncommitted changes' : '';
  const versus = reference ? `; ref = ${reference.commit.slice(0, 12)}, measured in the same run` : '';
  return [
    `Bench ${context.date}  node ${context.node}  ${context.cpus} CPUs (${context.cpuModel})  commit ${context.commit}${dirty}${versus}`,
    '',
    `First-load JavaScript (KB = ${KB} bytes; gzip = node:zlib level ${GZIP_LEVEL} per file, summed; sent = the bytes the server sent for Accept-Encoding: br, gzip)`,
    firstLoadSpeedTable(speed, reference),
    '',
    `Pages under load (autocannon, ${loadResults.connections} connections, ${loadResults.warmupSeconds} s warm-up + ` +
      `${loadResults.seconds} s, uncompressed; the site as npm start runs it, sandbox in its own process; ms;` +
      ' the rows of `/` by workers with wrk when installed, a lighter load generator: scripts/bench/wrk.mjs)',
    loadSpeedTable(speed, reference, loadResults.baseline),
    '',
    "Time to the first byte of a member's page (the median of 60 requests one at a time, after 150 more; ms)",
    firstByteSpeedTable(speed, reference),
    '',
    'Lighthouse (default mobile config: simulated slow 4G, 4x CPU slowdown, and each load audited again at the' +
      ' slowdown calibrated to the host: scripts/bench/cpu-calibration.mjs; headless Chromium; median of the runs' +
      (reference ? '; the two builds page by page in turns)' : ')'),
    lighthouseSpeedTable(speed, reference),
    '',
    targetsTable(speed, reference, loadResults.baseline),
    ...(results.chat
      ? [
          '',
          chatFloodTable(results.chat),
          '',
          alertsBurstTable(results.alerts),
          '',
          messengerLaneTable(results.messenger),
          '',
          resilienceReport(results.resilience),
        ]
      : []),
  ].join('\n');
}

try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  await stopAll();
  process.exitCode = 1;
}
