// The load generator for the workers' comparison: Debian's wrk, a C program. autocannon runs in
// the bench's own Node process and parses every answer in JavaScript, so at the cached pages'
// rate it takes a whole core of a 2-core machine and becomes the ceiling: two workers then
// measured less than one. wrk needs a fraction of a core for the same load.
import { execFile } from 'node:child_process';
import { findDebianTool } from '../lib/debian-tool.mjs';

/**
 * The wrk binary: $WRK_PATH, else Debian's, installing the package first when we are root
 * (lib/debian-tool.mjs). Null when there is none: the caller falls back to autocannon.
 */
export function findWrk() {
  try {
    return findDebianTool({ label: 'wrk', envVar: 'WRK_PATH', path: '/usr/bin/wrk', pkg: 'wrk' });
  } catch (error) {
    if (process.env.WRK_PATH) throw error;
    return null;
  }
}

/** wrk prints durations as 812.00us, 23.38ms or 1.47s. */
function milliseconds(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk printed a duration it never prints: ${text}`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]];
  return Number(match[1]) * scale;
}

/** The figures of one wrk run (with --latency), as measureLoad gives autocannon's. */
export function parseWrkOutput(output) {
  const number = (pattern) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`wrk's output has no ${pattern}:\n${output}`);
    return match;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const [connect, read, write, timeout] = socket ? socket.slice(1).map(Number) : [0, 0, 0, 0];
  return {
    requestsPerSecond: Number(number(/Requests\/sec:\s+([\d.]+)/)[1]),
    requestsTotal: Number(number(/(\d+) requests in /)[1]),
    latencyMs: {
      average: milliseconds(number(/Latency\s+(\S+)/)[1]),
      p50: milliseconds(number(/\s50%\s+(\S+)/)[1]),
      p99: milliseconds(number(/\s99%\s+(\S+)/)[1]),
    },
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    errors: connect + read + write,
    timeouts: timeout,
  };
}

/** User plus system CPU seconds from a line of bash's `times`: "0m0.35s 0m2.13s". */
function childCpuSeconds(line) {
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)];
  return parts.reduce((sum, [, minutes, seconds]) => sum + 60 * Number(minutes) + Number(seconds), 0);
}

function runWrk(wrk, url, { connections, seconds, gzip, cookie }) {
  // One thread: the site's workers need the cores. A 10 s timeout, as autocannon's. With `gzip`,
  // the requests take gzip as browsers' do (wrk counts the compressed bytes, never unpacks them);
  // with `cookie`, each request is a logged-in member's (member-proxy.mjs's Cookie header).
  const header =
    (gzip ? ' -H "Accept-Encoding: gzip, deflate, br"' : '') + (cookie ? ` -H "Cookie: ${cookie}"` : '');
  const command = `"${wrk}" -t1 -c${connections} -d${seconds}s --timeout 10s --latency${header} "${url}"; times`;
  return new Promise((resolve, reject) => {
    execFile('bash', ['-c', command], { maxBuffer: 1 << 20 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(stdout);
    });
  });
}

/**
 * Warms the server up for `warmupSeconds` (discarded), then measures for `seconds`, with wrk;
 * the result has measureLoad's shape plus the share of a core wrk itself used and, given
 * `siteCpu` (a reader of the site's CPU seconds: process-cpu.mjs), the cores the site used.
 */
export async function measureLoadWrk(
  wrk,
  url,
  { connections, seconds, warmupSeconds, siteCpu, gzip, cookie },
) {
  if (warmupSeconds > 0) await runWrk(wrk, url, { connections, seconds: warmupSeconds, gzip, cookie });
  const cpuBefore = siteCpu?.();
  const output = await runWrk(wrk, url, { connections, seconds, gzip, cookie });
  const cpuAfter = siteCpu?.();
  // `times` adds two lines: the shell's own CPU time, then its children's (wrk's).
  const lines = output.trimEnd().split('\n');
  return {
    url,
    connections,
    seconds,
    ...parseWrkOutput(lines.slice(0, -2).join('\n')),
    generatorCores: childCpuSeconds(lines.at(-1) ?? '') / seconds,
    ...(siteCpu ? { siteCores: (cpuAfter - cpuBefore) / seconds } : {}),
  };
}
