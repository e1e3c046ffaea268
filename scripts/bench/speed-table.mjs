// The speed figures as tables: this build beside the reference commit measured in the same run
// (when --against is given), the bare React baseline, and issue 14's targets marked pass or FAIL.
import { KB, kb } from './first-load-js.mjs';
import { formatTable } from './table.mjs';

const right = { align: 'right' };
const TARGETS = {
  shareOfBaseline: 0.5,
  p99Ms: 100,
  twoWorkers: 1.8,
  homeFirstLoadKb: 150,
  lighthouse: 95,
  tbtMs: 150,
  cls: 0.02,
};
/**
 * The rows by workers: cached as wrk asks (no compression), cached as browsers ask, not cached; and
 * as wrk asks again with each worker held to a share of a core of its own (speed.mjs, measureHeld).
 */
const SCALING_LOADS = [
  { cache: true, gzip: false },
  { cache: true, gzip: true },
  { cache: false, gzip: false },
  { cache: true, gzip: false, held: true },
  { cache: false, gzip: false, held: true },
];
const mark = (ok) => (ok ? 'pass' : 'FAIL');
const percent = (share) => `${(100 * share).toFixed(1)}%`;
const loadName = (row) =>
  `${row.page}${row.scaling ? `, ${row.workers} worker${row.workers > 1 ? 's' : ''}` : ''}` +
  `${row.cache ? '' : ', cache off'}${row.gzip ? ', gzip' : ''}${row.held ? `, each held to ${row.held} core` : ''}` +
  `${row.scaling ? `, ${row.generator}, median of ${row.runsPerSecond.length}` : ''}`;
const sameLoad = (a) => (b) =>
  a.page === b.page &&
  a.workers === b.workers &&
  a.cache === b.cache &&
  Boolean(a.gzip) === Boolean(b.gzip) &&
  Boolean(a.held) === Boolean(b.held) &&
  Boolean(a.scaling) === Boolean(b.scaling);
const failures = (row) => row.non2xx + row.errors + row.timeouts;

export function firstLoadSpeedTable(current, reference) {
  const rows = current.firstLoad.map((route) => {
    const before = reference?.firstLoad.find((item) => item.route === route.route);
    return [
      route.route,
      route.status,
      route.assets.length,
      kb(route.totals.gzip),
      ...(reference ? [before ? kb(before.totals.gzip) : 'n/a'] : []),
      kb(route.totals.served),
      ...(reference ? [before ? kb(before.totals.served) : 'n/a'] : []),
      route.notPreloaded.length === 0 ? 'none' : route.notPreloaded.join(' '),
    ];
  });
  return formatTable(
    [
      { title: 'Route' },
      { title: 'Status', ...right },
      { title: 'Files', ...right },
      { title: 'Gzip KB', ...right },
      ...(reference ? [{ title: 'Reference KB', ...right }] : []),
      { title: 'Sent KB', ...right },
      ...(reference ? [{ title: 'Reference sent KB', ...right }] : []),
      { title: 'Not preloaded' },
    ],
    rows,
  );
}

export function loadSpeedTable(current, reference, baseline) {
  const figures = (row) =>
    row
      ? [
          Math.round(row.requestsPerSecond),
          row.latencyMs.p50.toFixed(0),
          row.latencyMs.p99.toFixed(0),
          failures(row),
          percent(row.requestsPerSecond / baseline.requestsPerSecond),
        ]
      : ['n/a', '', '', '', ''];
  const rows = current.loads.map((row) => [
    loadName(row),
    ...figures(row),
    ...(reference ? figures(reference.loads.find(sameLoad(row))) : []),
  ]);
  rows.push(['bare React renderToString', ...figures(baseline)]);
  const columns = (prefix) => [
    { title: `${prefix}req/s`, ...right },
    { title: `${prefix}p50`, ...right },
    { title: `${prefix}p99`, ...right },
    { title: `${prefix}failed`, ...right },
    { title: `${prefix}of bare`, ...right },
  ];
  return formatTable(
    [{ title: 'Page (one worker, cache on)' }, ...columns(''), ...(reference ? columns('ref ') : [])],
    rows,
  );
}

/** Time to the first and the last byte of the member's pages (speed.mjs, memberFirstBytes). */
export function firstByteSpeedTable(current, reference) {
  const ms = (value) => (value == null ? 'n/a' : value.toFixed(1));
  const rows = (current.firstBytes ?? []).map((row) => {
    const before = reference?.firstBytes?.find((item) => item.page === row.page);
    return [
      row.page,
      ms(row.firstByteMs),
      ms(row.lastByteMs),
      ...(reference ? [ms(before?.firstByteMs), ms(before?.lastByteMs)] : []),
    ];
  });
  return formatTable(
    [
      { title: 'Page (one request at a time)' },
      { title: 'first byte ms', ...right },
      { title: 'last byte ms', ...right },
      ...(reference
        ? [
            { title: 'ref first byte', ...right },
            { title: 'ref last byte', ...right },
          ]
        : []),
    ],
    rows,
  );
}

/** A Lighthouse result's two audits: at the default 4x, and at the slowdown calibrated to the host. */
const AUDITS = [
  { name: '4×', label: (result) => `${result.cpuSlowdown}×`, of: (result) => result },
  {
    name: 'CPU calibrated to the host',
    label: (result) => `host ${result.cpuSlowdownRuns.map((slowdown) => slowdown.toFixed(1)).join(' ')}×`,
    of: (result) => result.calibrated,
  },
];

/** One audit of a page's result; a page without a result (`unavailable`) has none of either. */
const auditOf = (measured, audit) => (measured.unavailable ? measured : audit.of(measured));

export function lighthouseSpeedTable(current, reference) {
  const seconds = (ms) => (ms == null ? 'n/a' : (ms / 1000).toFixed(1));
  const row = (build, audit, measured) => {
    const result = auditOf(measured, audit);
    return result.unavailable
      ? [measured.page, build, '', `n/a (${result.unavailable})`]
      : [
          measured.page,
          build,
          audit.label(result),
          result.scores.performance,
          result.performanceRuns.join(' '),
          Math.round(result.metrics.tbt),
          result.metrics.cls.toFixed(3),
          seconds(result.metrics.fcp),
          seconds(result.metrics.lcp),
          result.metrics.scripts ?? 'n/a',
          result.scores.accessibility,
          (result.longestTasks ?? []).map((task) => `${task.ms} ${task.script}`).join(', ') || 'none',
        ];
  };
  const rows = [];
  for (const result of current.lighthouse) {
    const before = reference?.lighthouse.find((item) => item.page === result.page);
    for (const audit of AUDITS) {
      rows.push(row('this', audit, result));
      if (before) rows.push(row('ref', audit, before));
    }
  }
  if (rows.length === 0) return 'Lighthouse: skipped';
  return formatTable(
    [
      { title: 'Page' },
      { title: 'Build' },
      { title: 'CPU slowdown' },
      { title: 'Perf', ...right },
      { title: 'Runs' },
      { title: 'TBT ms', ...right },
      { title: 'CLS', ...right },
      { title: 'FCP s', ...right },
      { title: 'LCP s', ...right },
      { title: 'JS files', ...right },
      { title: 'A11y', ...right },
      { title: 'Longest tasks (ms, script)' },
    ],
    rows,
  );
}

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
      `/ with 2 workers${cache ? '' : ', cache off'}${gzip ? ', gzip' : ''}` +
        `${held ? `, each held to ${one.held} core` : ''}: ≥ ${TARGETS.twoWorkers}× one worker`,
      ratio(current),
      two.requestsPerSecond >= TARGETS.twoWorkers * one.requestsPerSecond,
      ratio(reference),
    );
  }
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
