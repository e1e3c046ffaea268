// Time to the first byte and to the last of one page, asked for one request at a time: what a
// visitor waits for before the browser can start on the page, on a server with nothing else to do.
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';

const TIMEOUT_MS = 30_000;

function timeOneGet(url, headers) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let firstByte;
    const req = request(url, { method: 'GET', headers, timeout: TIMEOUT_MS }, (response) => {
      response.on('data', () => (firstByte ??= performance.now() - start));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ firstByte, lastByte: performance.now() - start });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer within ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end();
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The median times to the first and the last byte of `url` over `requests` requests sent one after
 * another, in ms. The `warmup` requests before them are discarded: a page's first hundred renders
 * are still being compiled and run up to half as long again.
 */
export async function measureFirstByte(url, { headers = {}, requests = 60, warmup = 150 } = {}) {
  for (let i = 0; i < warmup; i++) await timeOneGet(url, headers);
  const runs = [];
  for (let i = 0; i < requests; i++) runs.push(await timeOneGet(url, headers));
  return {
    url,
    requests,
    firstByteMs: median(runs.map((run) => run.firstByte)),
    lastByteMs: median(runs.map((run) => run.lastByte)),
  };
}
