/**
 * The share of `path`'s requests nginx's cache answered, from the lines of its cache log
 * (`$upstream_cache_status $request_uri`, nginx-config.mjs): HIT counts, and so do STALE and
 * UPDATING (a kept page while one request renders the next); MISS, EXPIRED and BYPASS went to a
 * site process.
 */
export function hitRate(log, path) {
  const counts = new Map();
  for (const line of log.split('\n')) {
    const [status, uri] = line.split(' ');
    if (uri !== path) continue;
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const hits = ['HIT', 'STALE', 'UPDATING'].reduce((sum, status) => sum + (counts.get(status) ?? 0), 0);
  const summary = [...counts].map(([status, count]) => `${status} ${count}`).join(', ');
  return { rate: total === 0 ? 0 : hits / total, hits, total, summary };
}
