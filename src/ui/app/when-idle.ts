/** SPEC §9: idle work (prefetching, optional parts of the page) waits at most 2 s. */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `work` when the browser is idle (at most 2 s later); returns the way to cancel it. */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, IDLE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}

/**
 * Runs the steps one per idle period, each after the previous one settled: every step starts
 * downloads and evaluates modules, and together they would make one long task on a slow phone.
 * A step that fails is left to the code that needs it later; the next still runs.
 */
export function whenIdleEach(steps: ReadonlyArray<() => Promise<unknown>>): void {
  const [step, ...rest] = steps;
  if (!step) return;
  whenIdle(() => {
    step()
      .catch(() => undefined)
      .finally(() => whenIdleEach(rest));
  });
}
