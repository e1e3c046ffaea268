import { availableParallelism } from 'node:os';

/**
 * `WEB_CONCURRENCY`: how many site worker processes `npm start` runs, one per core by default (the
 * site tier keeps nothing per member in memory, so any worker may answer any request). A value that
 * is not a whole number of at least 1 stops the start, as a typo in a deployment should.
 */
export function webConcurrencyFromEnv(
  env: Record<string, string | undefined>,
  cores: number = availableParallelism(),
): number {
  const value = env.WEB_CONCURRENCY;
  if (value === undefined || value.trim() === '') return Math.max(1, cores);
  const count = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || count < 1) {
    throw new Error(`WEB_CONCURRENCY must be a whole number of worker processes, 1 or more, not "${value}"`);
  }
  return count;
}
