// The speed figures as tables: this build beside the reference commit measured in the same run
// (when --against is given) and the bare React baseline; issue 14's targets, marked pass or FAIL, are
// speed-targets.mjs.
import { kb } from './first-load-js.mjs';
import { formatTable } from './table.mjs';

const right = { align: 'right' };
export const percent = (share) => `${(100 * share).toFixed(1)}%`;
const loadName = (row) =>
  `${row.page}${row.scaling ? `, ${row.workers} worker${row.workers > 1 ? 's' : ''}` : ''}` +
  `${row.cache ? (row.via === 'nginx' ? ', nginx cache' : '') : ', cache off'}${row.gzip ? ', gzip' : ''}${row.held ? `, each held to ${row.held} core` : ''}` +
  `${row.scaling ? `, ${row.generator}, median of ${row.runsPerSecond.length}` : ''}`;
export const sameLoad = (a) => (b) =>
  a.page === b.page &&
  a.workers === b.workers &&
  a.cache === b.cache &&
  Boolean(a.gzip) === Boolean(b.gzip) &&
  Boolean(a.held) === Boolean(b.held) &&
  Boolean(a.scaling) === Boolean(b.scaling);
export const failures = (row) => row.non2xx + row.errors + row.timeouts;

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
export const AUDITS = [
  { name: '4×', label: (result) => `${result.cpuSlowdown}×`, of: (result) => result },
  {
    name: 'CPU calibrated to the host',
    label: (result) => `host ${result.cpuSlowdownRuns.map((slowdown) => slowdown.toFixed(1)).join(' ')}×`,
    of: (result) => result.calibrated,
  },
];

/** One audit of a page's result; a page without a result (`unavailable`) has none of either. */
export const auditOf = (measured, audit) => (measured.unavailable ? measured : audit.of(measured));

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
