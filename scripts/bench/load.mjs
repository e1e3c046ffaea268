// Throughput and latency of one URL under a fixed number of concurrent connections (autocannon,
// run in this process; the server runs in another one).
import autocannon from 'autocannon';

/**
 * Warms the server up for `warmupSeconds` (results discarded: JIT, caches, connection set-up),
 * then measures for `seconds`. Requests carry no Accept-Encoding, so neither server compresses.
 */
export async function measureLoad(url, { connections, seconds, warmupSeconds, cookie }) {
  // With `cookie`, each request is a logged-in member's (member-proxy.mjs's Cookie header).
  const headers = cookie ? { cookie } : {};
  if (warmupSeconds > 0) await autocannon({ url, connections, duration: warmupSeconds, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    url,
    connections,
    seconds,
    requestsPerSecond: result.requests.average,
    requestsTotal: result.requests.total,
    latencyMs: { average: result.latency.average, p50: result.latency.p50, p99: result.latency.p99 },
    megabytesPerSecond: result.throughput.average / 1e6,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
