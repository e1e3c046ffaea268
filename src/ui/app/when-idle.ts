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
