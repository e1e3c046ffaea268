/** A promise that records how it settled, the way React's `use()` reads a thenable. */
export type SettledPromise<T> = Promise<T> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

/**
 * Calls `load` once and keeps its promise, tagged with its status and value as it settles (React's
 * thenable convention), so `use()` reads a feature that is already loaded without suspending: on
 * the server after the page's data awaited it, in the browser after its first use. A failure is
 * not kept: the next call loads again (a chunk that failed to download, a backend that was down).
 */
export function onceSettled<T>(load: () => Promise<T>): () => SettledPromise<T> {
  let current: SettledPromise<T> | undefined;
  return () => {
    if (current) return current;
    const promise = load();
    const tagged = Object.assign(promise, { status: 'pending' as const });
    promise.then(
      (value) => Object.assign(tagged, { status: 'fulfilled' as const, value }),
      (reason: unknown) => {
        Object.assign(tagged, { status: 'rejected' as const, reason });
        if (current === tagged) current = undefined;
      },
    );
    current = tagged;
    return tagged;
  };
}
