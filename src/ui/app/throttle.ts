/** A rate-limited function; `cancel` drops a call still waiting (on unmount). */
export interface Limited<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * Calls `fn` at most once every `ms`: at once on the first call, then at the end of the period
 * with the latest arguments if more calls came meanwhile, so the last state is never missed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Limited<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const release = () => {
    timer = null;
    if (!pending) return;
    const args = pending;
    pending = null;
    fn(...args);
    timer = setTimeout(release, ms);
  };
  const throttled = (...args: A) => {
    if (timer) {
      pending = args;
      return;
    }
    fn(...args);
    timer = setTimeout(release, ms);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
