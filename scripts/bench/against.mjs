// `npm run bench -- --against=<commit>`: the same home-page figures for another commit, measured in
// the same run, so a before/after comparison does not depend on how busy the machine was that day.
// The commit is checked out in a worktree of its own under the system's temp folder (kept, so a
// second run reuses its install and build), installed with `npm ci` and built with `vite build`.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { projectRoot, run } from '../lib/processes.mjs';
import { measureFirstLoadJs } from './first-load-js.mjs';
import { assertHomeGrid } from './home-page.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureLoad } from './load.mjs';
import { startSite } from './servers.mjs';
import { formatTable } from './table.mjs';

function git(...args) {
  return execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' }).trim();
}

async function step(command, args, cwd, what) {
  const code = await run(command, args, { cwd });
  if (code !== 0) throw new Error(`${what} failed in ${cwd} (exit ${code})`);
}

/** The commit's worktree, installed and built (reused when a run already made it). */
export async function prepareReference(commit) {
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
  const root = join(tmpdir(), `bench-against-${sha.slice(0, 12)}`);
  if (!existsSync(root)) {
    console.log(`Checking out ${sha.slice(0, 12)} in ${root}…`);
    git('worktree', 'add', '--detach', root, sha);
  }
  if (!existsSync(join(root, 'node_modules')))
    await step('npm', ['ci', '--no-audit', '--no-fund'], root, 'npm ci');
  if (!existsSync(join(root, 'dist'))) await step('npx', ['vite', 'build'], root, 'vite build');
  if (!existsSync(join(root, 'scripts/bench/site-process.ts'))) {
    throw new Error(`${sha.slice(0, 12)} has no scripts/bench/site-process.ts: too old to measure this way`);
  }
  return { sha, root };
}

/** First-load JS of the routes, the home page under load, and Lighthouse: as for this build. */
export async function measureReference(commit, { routes, load, lighthouseRuns }) {
  const { sha, root } = await prepareReference(commit);
  console.log(`Measuring the reference ${sha.slice(0, 12)}…`);
  const site = await startSite({ root });
  try {
    const firstLoad = [];
    for (const route of routes) firstLoad.push(await measureFirstLoadJs(site.url, route));
    const home = `${site.url}/`;
    await assertHomeGrid(home, `the reference ${sha.slice(0, 12)}`);
    const loadResult = await measureLoad(home, load);
    const lighthouse =
      lighthouseRuns > 0
        ? await measureLighthouse(home, { runs: lighthouseRuns })
        : { unavailable: 'skipped' };
    return { commit: sha, firstLoad, load: loadResult, lighthouse };
  } finally {
    await site.stop();
  }
}

/** This build beside the reference, figure by figure, with the change. */
export function againstTable(current, reference) {
  if (!reference) return '';
  const right = { align: 'right' };
  const gzip = (routes, route) => routes.find((item) => item.route === route)?.totals.gzip / 1000;
  const rows = [
    ['home page req/s', current.load.site.requestsPerSecond, reference.load.requestsPerSecond, 0],
    ['home page p99 ms', current.load.site.latencyMs.p99, reference.load.latencyMs.p99, 0],
    ...current.firstLoadJs.routes.map((route) => [
      `first-load JS ${route.route} (KB gzip)`,
      gzip(current.firstLoadJs.routes, route.route),
      gzip(reference.firstLoad, route.route),
      1,
    ]),
  ];
  if (!current.lighthouse.unavailable && !reference.lighthouse.unavailable) {
    rows.push([
      'Lighthouse performance, /',
      current.lighthouse.scores.performance,
      reference.lighthouse.scores.performance,
      0,
    ]);
    rows.push(['Lighthouse TBT ms, /', current.lighthouse.metrics.tbt, reference.lighthouse.metrics.tbt, 0]);
  }
  const shown = (value, digits) => (typeof value === 'number' ? value.toFixed(digits) : 'n/a');
  const change = (now, before) =>
    typeof now === 'number' && typeof before === 'number' && before !== 0
      ? `${now >= before ? '+' : ''}${((100 * (now - before)) / before).toFixed(1)}%`
      : 'n/a';
  return [
    `This build against ${reference.commit.slice(0, 12)}, measured in the same run`,
    formatTable(
      [
        { title: 'Figure' },
        { title: 'This build', ...right },
        { title: 'Reference', ...right },
        { title: 'Change', ...right },
      ],
      rows.map(([name, now, before, digits]) => [
        name,
        shown(now, digits),
        shown(before, digits),
        change(now, before),
      ]),
    ),
  ].join('\n');
}
