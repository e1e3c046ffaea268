// Waits until the machine's CPUs are nearly idle: Lighthouse simulates a slow phone by multiplying
// the main-thread time it observes, so any other work on the cores (the site's garbage collection
// after a load test, a sandbox catching up) shows up in its figures as the page's.
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Busy share of all CPUs that counts as quiet. */
const QUIET_SHARE = 0.15;
const SAMPLE_MS = 1000;
const MAX_WAIT_MS = 30_000;

/** Total and idle jiffies of all CPUs together (Linux's /proc/stat). */
function cpuTimes() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3] + (fields[4] ?? 0);
  return { total: fields.reduce((sum, value) => sum + value, 0), idle };
}

/**
 * Resolves once one second passes with the CPUs at most 15% busy, or after 30 s (then it says
 * so, and the figures that follow are from a busy machine). Where there is no /proc/stat it
 * resolves at once.
 */
export async function machineQuiet() {
  if (!existsSync('/proc/stat')) return;
  const started = Date.now();
  let busy = 1;
  while (Date.now() - started < MAX_WAIT_MS) {
    const before = cpuTimes();
    await sleep(SAMPLE_MS);
    const after = cpuTimes();
    const total = after.total - before.total;
    busy = total > 0 ? 1 - (after.idle - before.idle) / total : 0;
    if (busy <= QUIET_SHARE) return;
  }
  console.warn(`  the machine stayed ${Math.round(busy * 100)}% busy for 30 s: Lighthouse runs anyway`);
}
