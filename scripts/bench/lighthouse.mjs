// Lighthouse scores of one page: the CLI of the installed lighthouse package, its default (mobile)
// configuration (Moto G Power-sized screen, simulated slow 4G and 4x CPU slowdown), headless Chromium.
// Each load is audited twice: at the default 4x, and at the slowdown Lighthouse's documentation
// calibrates for this host's speed (cpu-calibration.mjs). The slowdown is simulated: the page loads
// once at full speed, and the audit scales the trace's tasks, so both audits read the same load.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { clearTimeout } from 'node:timers';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '../find-chromium.mjs';
import { bin, projectRoot } from '../lib/processes.mjs';
import { calibratedCpuSlowdown } from './cpu-calibration.mjs';
import { machineQuiet } from './machine-quiet.mjs';
import { spawnTracked, stopChild } from './servers.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndex: 'speed-index',
};
const RUN_TIMEOUT_MS = 120_000;
const REPORT_DIR = join(projectRoot, '.bench');

/** $CHROME_PATH (Lighthouse's own variable), else $CHROMIUM_PATH, else Debian's chromium. */
export function chromePath() {
  return [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
    (path) => path && existsSync(path),
  );
}

/**
 * Lighthouse on several pages, one run of each in turn, `runs` rounds: what drifts on the machine
 * while they are measured (another process, its clock) falls on each page alike. For each page,
 * the run with the median performance score (scores vary from run to run), with every run's
 * performance score. A run that fails (Chromium's trace is occasionally unusable, e.g. NO_NAVSTART)
 * is retried, up to `runs` failures a page. Resolves with one result per target, in their order;
 * `{ unavailable: reason }` for a page when there is no Chromium or none of its runs succeeds.
 */
export async function measureLighthouseInTurns(targets, runs) {
  const chrome = chromePath();
  if (!chrome) return targets.map(() => ({ unavailable: 'no chromium' }));
  const runsOf = targets.map(() => ({ reports: [], failures: [] }));
  for (let round = 0; round < runs; round += 1) {
    for (const [index, { url, name = 'page', headers }] of targets.entries()) {
      const { reports, failures } = runsOf[index];
      while (reports.length === round && failures.length < runs) {
        const run = `${name}-${reports.length + failures.length + 1}`;
        await machineQuiet();
        const outcome = await runOnce(url, chrome, run, headers);
        if (outcome.error) {
          console.warn(`  lighthouse run failed, retrying: ${outcome.error}`);
          failures.push(outcome.error);
        } else reports.push({ ...summarise(outcome.report), calibrated: summarise(outcome.calibrated) });
      }
    }
  }
  return runsOf.map(({ reports, failures }) => medianRun(reports, failures));
}

/**
 * The run with the median performance score, with every run's score beside it; `calibrated`: the
 * same of the runs' calibrated audits (each its own median: the two need not be the same run).
 */
function medianRun(reports, failures) {
  if (reports.length === 0) return { unavailable: failures.at(-1) };
  return {
    ...medianOf(reports),
    calibrated: medianOf(reports.map((report) => report.calibrated)),
    runs: reports.length,
    failedRuns: failures,
  };
}

function medianOf(summaries) {
  const byPerformance = [...summaries].sort((a, b) => a.scores.performance - b.scores.performance);
  const { calibrated: _, ...median } = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  return {
    ...median,
    performanceRuns: summaries.map((summary) => summary.scores.performance),
    cpuSlowdownRuns: summaries.map((summary) => summary.cpuSlowdown),
    benchmarkIndexRuns: summaries.map((summary) => summary.benchmarkIndex),
  };
}

/** How many of a load's longest main-thread tasks the table names. */
const LONGEST_TASKS = 3;

/**
 * The load's longest main-thread tasks (Lighthouse's long-tasks audit, its durations as at the
 * audit's slowdown), each with the script it is attributed to: what a short score is made of.
 */
function longestTasks(report) {
  // Under simulated throttling the audit's breakdown by kind of work is all "other": only the
  // script each task is attributed to says what it is.
  return (report.audits['long-tasks']?.details?.items ?? [])
    .slice(0, LONGEST_TASKS)
    .map((item) => ({ script: scriptName(item.url), ms: Math.round(item.duration) }));
}

/** A script's file name without its content hash, or Lighthouse's own label for the rest. */
function scriptName(url) {
  if (!URL.canParse(url)) return url;
  const file = new URL(url).pathname.split('/').pop() || new URL(url).pathname;
  return file.replace(/\.[\w-]{8}\.js$/, '.js');
}

function summarise(report) {
  const scores = {};
  for (const category of CATEGORIES) {
    const score = report.categories[category]?.score;
    scores[category === 'best-practices' ? 'bestPractices' : category] =
      score == null ? null : Math.round(score * 100);
  }
  const metrics = {};
  for (const [name, audit] of Object.entries(METRICS))
    metrics[name] = report.audits[audit]?.numericValue ?? null;
  // Each script file is a request and, for a lazy chunk's dependency, a link the page inserts on
  // its main thread: the count shows how finely the code is cut.
  const requests = report.audits['network-requests']?.details?.items;
  metrics.scripts = requests ? requests.filter((item) => item.resourceType === 'Script').length : null;
  return {
    longestTasks: longestTasks(report),
    lighthouseVersion: report.lighthouseVersion,
    formFactor: report.configSettings.formFactor,
    throttling: report.configSettings.throttlingMethod,
    cpuSlowdown: report.configSettings.throttling.cpuSlowdownMultiplier,
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    scores,
    metrics,
  };
}

/** The raw reports of the last bench only, so .bench/ holds no report of another run. */
export function removeOldLighthouseReports() {
  mkdirSync(REPORT_DIR, { recursive: true });
  for (const name of readdirSync(REPORT_DIR)) {
    if (/^lighthouse-.*\.json$/.test(name)) rmSync(join(REPORT_DIR, name));
    if (/^lighthouse-.*-artifacts$/.test(name)) rmSync(join(REPORT_DIR, name), { recursive: true });
  }
}

/**
 * One load of the page, audited at the default 4x (`report`) and at the host's calibrated slowdown
 * (`calibrated`). `headers`: sent with every request of the page (a member's Cookie).
 */
async function runOnce(url, chrome, run, headers) {
  const artifacts = join(REPORT_DIR, `lighthouse-${run}-artifacts`);
  try {
    return await loadAndAuditTwice(url, chrome, run, headers, artifacts);
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

async function loadAndAuditTwice(url, chrome, run, headers, artifacts) {
  // The audit compares its settings with the gathering's: both get the page's headers.
  const extraHeaders = headers ? [`--extra-headers=${JSON.stringify(headers)}`] : [];
  const loaded = await lighthouseCli(
    [url, `-GA=${artifacts}`, ...extraHeaders],
    `lighthouse-${run}.json`,
    chrome,
  );
  if (loaded.error) return loaded;
  const cpuSlowdown = calibratedCpuSlowdown(loaded.report.environment?.benchmarkIndex);
  if (!cpuSlowdown) return { error: 'lighthouse: the report has no benchmark index' };
  // Lighthouse audits saved artifacts only with the settings they were gathered with; with
  // simulated throttling the gathering did not slow the CPU, so the setting is the audit's alone.
  const artifactsFile = join(artifacts, 'artifacts.json');
  const saved = JSON.parse(readFileSync(artifactsFile, 'utf8'));
  if (saved.settings.throttlingMethod !== 'simulate')
    return { error: 'lighthouse: not simulated throttling' };
  saved.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
  writeFileSync(artifactsFile, JSON.stringify(saved));
  const audited = await lighthouseCli(
    [`-A=${artifacts}`, `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`, ...extraHeaders],
    `lighthouse-${run}-calibrated.json`,
    chrome,
  );
  if (audited.error) return audited;
  return { report: loaded.report, calibrated: audited.report };
}

/** The lighthouse CLI with `args` and the bench's settings; its JSON report, saved as `reportName`. */
async function lighthouseCli(args, reportName, chrome) {
  const outputPath = join(REPORT_DIR, reportName);
  const child = spawnTracked(
    bin('lighthouse'),
    [
      ...args,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: chrome },
      stdio: ['ignore', 'ignore', 'pipe'],
      // Lighthouse closes its Chromium on SIGINT; Chromium runs in a process group of its own.
      stopSignal: 'SIGINT',
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => stopChild(child), RUN_TIMEOUT_MS);
  const code = await new Promise((resolve) => {
    child.once('error', (error) => resolve(error.message));
    child.once('exit', (exitCode, signal) => resolve(signal ?? exitCode));
  });
  clearTimeout(timer);
  if (code !== 0) return { error: `lighthouse failed (${code}): ${lastLine(stderr)}` };
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  if (report.runtimeError) return { error: `lighthouse: ${report.runtimeError.message}` };
  return { report };
}

function lastLine(text) {
  return text.trim().split('\n').at(-1)?.slice(0, 200) ?? '';
}
