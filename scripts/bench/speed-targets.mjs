// Issue 14's targets as a table: each with this build's figure, the reference's, and pass or FAIL
// (the figures' own tables are speed-table.mjs).
import { KB, kb } from './first-load-js.mjs';
import { AUDITS, auditOf, failures, percent, sameLoad } from './speed-table.mjs';
import { formatTable } from './table.mjs';

const TARGETS = {
  shareOfBaseline: 0.5,
  p99Ms: 100,
  twoWorkers: 1.8,
  // Issue 41: a render (no cache, or a member's page) against the bare baseline.
  renderShareOfBaseline: 0.25,
  renderP99Ms: 300,
  // 150, and issue 42's allowance (scripts/size-budget.mjs holds the same budget).
  homeFirstLoadKb: 151,
  lighthouse: 95,
  tbtMs: 150,
  cls: 0.02,
};
/**
 * The rows by workers: cached as wrk asks (no compression), cached as browsers ask, not cached; and
 * as wrk asks again with each worker held to a share of a core of its own (speed-scaling.mjs, measureHeld).
 */
const SCALING_LOADS = [
  { cache: true, gzip: false },
  { cache: true, gzip: true },
  { cache: false, gzip: false },
  { cache: true, gzip: false, held: true },
  { cache: false, gzip: false, held: true },
];
const mark = (ok) => (ok ? 'pass' : 'FAIL');

/** Issue 14's targets, each with this build's figure, the reference's, and pass or FAIL. */
export function targetsTable(current, reference, baseline) {
  const rows = [];
  // One worker, cache on, unless the load says otherwise.
  const loadOf = (build, load) => build?.loads.find(sameLoad({ workers: 1, cache: true, ...load }));
  const add = (target, figure, ok, before = '') => rows.push([target, figure, before, mark(ok)]);
  for (const row of current.loads.filter((item) => item.workers === 1 && item.cache && !item.scaling)) {
    const share = row.requestsPerSecond / baseline.requestsPerSecond;
    const ref = loadOf(reference, { page: row.page });
    add(
      `${row.page}: ≥ ${percent(TARGETS.shareOfBaseline)} of bare React, p99 < ${TARGETS.p99Ms} ms`,
      `${percent(share)}, ${row.latencyMs.p99} ms`,
      share >= TARGETS.shareOfBaseline && row.latencyMs.p99 < TARGETS.p99Ms && failures(row) === 0,
      ref ? `${percent(ref.requestsPerSecond / baseline.requestsPerSecond)}, ${ref.latencyMs.p99} ms` : '',
    );
  }
  for (const { cache, gzip, held } of SCALING_LOADS) {
    const byWorkers = (build) =>
      [1, 2].map((workers) => loadOf(build, { page: '/', workers, cache, scaling: true, gzip, held }));
    const [one, two] = byWorkers(current);
    if (!one || !two) continue;
    const name =
      `/ with 2 workers${cache ? '' : ', cache off'}${gzip ? ', gzip' : ''}` +
      `${held ? `, each held to ${one.held} core` : ''}: ≥ ${TARGETS.twoWorkers}× one worker`;
    // nginx answers these: the site's workers take no part (their cores are in the row).
    if (one.via === 'nginx') {
      rows.push([name, `n/a: nginx's cache answers (site ${one.siteCores?.toFixed(2)} core)`, '', 'n/a']);
      continue;
    }
    const ratio = (build) => {
      const [a, b] = byWorkers(build);
      if (!a || !b) return '';
      // The load generator shares the cores: how much of them it took with two workers, the cores
      // the site itself used with one and two, and what two served per core against one.
      const notes = [];
      if (b.generatorCores !== undefined) notes.push(`${b.generator} ${b.generatorCores.toFixed(2)} core`);
      if (a.siteCores && b.siteCores) {
        const perCore = b.requestsPerSecond / b.siteCores / (a.requestsPerSecond / a.siteCores);
        notes.push(
          `site ${a.siteCores.toFixed(2)} → ${b.siteCores.toFixed(2)} cores, ${percent(perCore)} per core`,
        );
      }
      const ratio = `${(b.requestsPerSecond / a.requestsPerSecond).toFixed(2)}×`;
      return notes.length ? `${ratio} (${notes.join('; ')})` : ratio;
    };
    add(
      name,
      ratio(current),
      two.requestsPerSecond >= TARGETS.twoWorkers * one.requestsPerSecond,
      ratio(reference),
    );
  }
  addRenderTargets(current, reference, baseline, add);
  const home = current.firstLoad.find((route) => route.route === '/');
  const homeBefore = reference?.firstLoad.find((route) => route.route === '/');
  add(
    `first-load JS of / ≤ ${TARGETS.homeFirstLoadKb} KB gzip`,
    `${kb(home.totals.gzip)} KB`,
    home.totals.gzip <= TARGETS.homeFirstLoadKb * KB,
    homeBefore ? `${kb(homeBefore.totals.gzip)} KB` : '',
  );
  for (const measured of current.lighthouse) {
    const before = reference?.lighthouse.find((item) => item.page === measured.page);
    for (const audit of AUDITS) {
      const result = auditOf(measured, audit);
      const figure = (item) =>
        item.unavailable
          ? 'n/a'
          : `${item.scores.performance}, TBT ${Math.round(item.metrics.tbt)}, CLS ${item.metrics.cls.toFixed(3)}`;
      add(
        `Lighthouse ${measured.page} (${audit.name}): ≥ ${TARGETS.lighthouse}, TBT < ${TARGETS.tbtMs} ms, CLS < ${TARGETS.cls}`,
        figure(result),
        !result.unavailable &&
          result.scores.performance >= TARGETS.lighthouse &&
          result.metrics.tbt < TARGETS.tbtMs &&
          result.metrics.cls < TARGETS.cls,
        before ? figure(auditOf(before, audit)) : '',
      );
    }
  }
  return formatTable(
    [{ title: 'Target (issue 14)' }, { title: 'This build' }, { title: 'Reference' }, { title: 'Result' }],
    rows,
  );
}

/**
 * Issue 41's budgets for a render, one worker: `/` with the cache off, and `/en` and the profile as
 * the member, each at least a share of the bare baseline with its p99 under a bound.
 */
function addRenderTargets(current, reference, baseline, add) {
  const rendered = (build, page) =>
    build?.loads.find(sameLoad({ page, workers: 1, cache: false, scaling: true, gzip: false }));
  for (const page of ['/', '/en as the member', 'profile as the member']) {
    const row = rendered(current, page);
    if (!row) continue;
    const figure = (load) =>
      load ? `${percent(load.requestsPerSecond / baseline.requestsPerSecond)}, ${load.latencyMs.p99} ms` : '';
    const share = row.requestsPerSecond / baseline.requestsPerSecond;
    add(
      `${page}, cache off: ≥ ${percent(TARGETS.renderShareOfBaseline)} of bare React, p99 < ${TARGETS.renderP99Ms} ms`,
      figure(row),
      share >= TARGETS.renderShareOfBaseline &&
        row.latencyMs.p99 < TARGETS.renderP99Ms &&
        failures(row) === 0,
      figure(rendered(reference, page)),
    );
  }
}
