// The resilience figures of `npm run bench` (docs/bench.md): whole-page times against the sandbox's
// latency fault, and the text-markup parser on 100 KB hostile inputs.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { URLSearchParams } from 'node:url';
import { projectRoot } from '../lib/processes.mjs';
import { benchContext } from './context.mjs';
import { httpGet } from './http-get.mjs';
import { startSite, withServer } from './servers.mjs';
import { formatTable } from './table.mjs';

const { fetch } = globalThis;
// Settings more patient than the defaults (src/config/resilience-config.ts): a call may take longer
// than the 3 s latency, so essential data arrives and only what comes after it is cut.
const PATIENT_ENV = { BACKEND_TIMEOUT_MS: '3500', RENDER_DEADLINE_MS: '3700' };
const PATIENT_LABEL = 'BACKEND_TIMEOUT_MS=3500 RENDER_DEADLINE_MS=3700';

// The sandbox's API keys (src/config/backend-config.ts, SANDBOX_KEYS).
const MEMBER_KEY = 'sandbox-member-key';
const ENGINE_KEY = 'sandbox-engine-key';

async function postJson(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { accept: 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * The seeded demo member's cookie: logged in through the sandbox's member API, written as the site
 * stores it (src/core/account/auth-state.ts, cookie `auth`).
 */
async function memberCookie(siteUrl) {
  const { token } = await postJson(
    `${siteUrl}/sandbox/member/login`,
    JSON.stringify({ username: 'demo', password: 'demo1234' }),
    { 'content-type': 'application/json', 'x-api-key': MEMBER_KEY },
  );
  const auth = { token, isLegacy: false, ageVerified: true, username: 'demo', loggedIn: true };
  return `auth=${encodeURIComponent(JSON.stringify(auth))}`;
}

async function firstPerformer(siteUrl) {
  const answer = await httpGet(`${siteUrl}/sandbox/engine/user/find?filter[gender]=female&page=1&limit=1`, {
    'x-api-key': ENGINE_KEY,
  });
  if (answer.status !== 200) throw new Error(`the performer API answered ${answer.status}`);
  return JSON.parse(answer.body.toString('utf8')).items[0].username;
}

function setFaults(siteUrl, fields) {
  return postJson(`${siteUrl}/sandbox/faults`, new URLSearchParams(fields));
}

/** Time to the last byte of one page, and its status. */
async function timePage(url, headers) {
  const started = performance.now();
  const answer = await httpGet(url, headers);
  return { ms: performance.now() - started, status: answer.status };
}

/**
 * A member's /en and a performer's profile with `latencyMs` on every sandbox call: `runs` visits
 * each, one at a time; the median time to the full response and the statuses seen.
 */
export async function measureSlowBackend(siteUrl, { latencyMs, runs }) {
  const cookie = await memberCookie(siteUrl);
  const performer = await firstPerformer(siteUrl);
  const pages = [
    { name: `member /en at ${latencyMs / 1000} s backend latency`, path: '/en' },
    { name: `profile at ${latencyMs / 1000} s backend latency`, path: `/en/profile/${performer}` },
  ];
  // One visit of each first, without latency: a cold server's first render is not what is measured.
  for (const page of pages) await timePage(`${siteUrl}${page.path}`, { cookie });
  await setFaults(siteUrl, { latencyMs: String(latencyMs) });
  try {
    const results = [];
    for (const page of pages) {
      const visits = [];
      for (let run = 0; run < runs; run += 1)
        visits.push(await timePage(`${siteUrl}${page.path}`, { cookie }));
      const times = visits.map((visit) => visit.ms).sort((a, b) => a - b);
      results.push({
        page: page.name,
        medianMs: times[Math.floor(times.length / 2)],
        maxMs: times.at(-1),
        statuses: [...new Set(visits.map((visit) => visit.status))],
      });
    }
    return { latencyMs, runs, pages: results };
  } finally {
    await setFaults(siteUrl, { reset: '1' });
  }
}

/** The markup parser's figures, from a child process that loads the sources with tsx. */
export function measureMarkup() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/markup-process.ts'], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let result = null;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('MARKUP=')) result = JSON.parse(line.slice('MARKUP='.length));
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`the markup bench exited with ${code} and no figures`)),
    );
  });
}

const right = { align: 'right' };
const ms = (value) => (value < 10 ? value.toFixed(2) : value.toFixed(0));

/**
 * The two tables. `slowBackend`: this build's pages at latency; `variants` (optional): the same
 * measured with other settings or another build, as `{ label, pages }`, side by side.
 */
export function resilienceReport({ slowBackend, variants = [], markup }) {
  const lines = [];
  if (slowBackend) {
    const columns = [{ label: 'this build', ...slowBackend }, ...variants];
    lines.push(
      `Pages at backend latency (sandbox latency fault; ${slowBackend.runs} visit(s) each after one warm-up visit, one at a time;`,
      'median time to the full response in ms, and the statuses seen)',
      ...columns.map((column, index) => `  [${index + 1}] ${column.label}`),
      formatTable(
        [
          { title: 'Page' },
          ...columns.flatMap((_, index) => [{ title: `[${index + 1}] ms`, ...right }, { title: 'status' }]),
        ],
        slowBackend.pages.map((page, row) => [
          page.page,
          ...columns.flatMap((column) => [
            ms(column.pages[row].medianMs),
            column.pages[row].statuses.join(' '),
          ]),
        ]),
      ),
    );
  }
  if (markup) {
    if (lines.length > 0) lines.push('');
    lines.push(
      'Text markup parser (src/core/common/markup.ts), 100 KB inputs, 30 runs after 5 warm-up (min: the',
      "parser's own cost; median and max include the machine's other load and garbage collection)",
      formatTable(
        [
          { title: 'Input (repeated)' },
          { title: 'Chars', ...right },
          { title: 'Min ms', ...right },
          { title: 'Median ms', ...right },
          { title: 'Max ms', ...right },
        ],
        markup.map((row) => [
          JSON.stringify(row.input),
          row.chars,
          ms(row.minMs),
          ms(row.medianMs),
          ms(row.maxMs),
        ]),
      ),
    );
  }
  return lines.join('\n');
}

const withSite = async (options, measure) => withServer(await startSite(options), measure);

/**
 * `--only=resilience`: the pages at backend latency with the default settings, with patient ones,
 * and with `reference` (another checkout) if given; the markup parser; prints the tables and
 * writes resilience.json.
 */
export async function runResilienceOnly({ reference, slowBackend, outDir, started }) {
  const measure = (url) => measureSlowBackend(url, slowBackend);
  const current = await withSite({}, measure);
  const variants = [
    { label: `this build, ${PATIENT_LABEL}`, ...(await withSite({ env: PATIENT_ENV }, measure)) },
    ...(reference
      ? [{ label: `reference: ${reference}`, ...(await withSite({ root: reference }, measure)) }]
      : []),
  ];
  const results = { context: benchContext(), slowBackend: current, variants, markup: await measureMarkup() };
  writeFileSync(join(outDir, 'resilience.json'), `${JSON.stringify(results, null, 2)}\n`);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\n${resilienceReport(results)}\n\nWritten to .bench/resilience.json (${seconds} s).`);
}
