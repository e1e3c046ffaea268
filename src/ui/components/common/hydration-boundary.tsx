import { Suspense, createContext, use, useContext, useEffect, useId, type ReactNode } from 'react';

// React hydrates the page's root first, then each Suspense boundary on its own at a lower
// priority, in slices that yield to input; a tap on a boundary not yet hydrated hydrates that one
// at once and reaches its handler. What must wait for the whole page (the screen's measurement,
// which changes what the parts render; the tests) waits for whenHydrated.

// The boundaries of the first hydration that have not hydrated yet, by their React id, and every
// boundary counted so far (one that renders again after it hydrated is not waited for again).
const pending = new Set<string>();
const counted = new Set<string>();
let rootHydrated = false;
let hydrated = false;
const waiting: (() => void)[] = [];

function settle(): void {
  if (hydrated || !rootHydrated || pending.size > 0) return;
  hydrated = true;
  for (const callback of waiting.splice(0)) callback();
}

/** Calls `callback` once the page's first hydration is over, every boundary in it included. */
export function whenHydrated(callback: () => void): void {
  if (hydrated) callback();
  else waiting.push(callback);
}

/** The root's part of the first hydration is committed: only boundaries may still be waiting. */
export function rootHasHydrated(): void {
  rootHydrated = true;
  settle();
}

function Hydrated({ id }: { id: string }) {
  useEffect(() => {
    if (pending.delete(id)) settle();
  }, [id]);
  return null;
}

/**
 * On the server, settles once the page's shell is on its way to the browser: the parts marked
 * `afterShell` wait for it, so the first bytes go out before they are rendered. The browser has
 * none (null): what the server streamed is already in the page, and nothing waits.
 */
export const ShellSent = createContext<Promise<void> | null>(null);

/** Its children render only once the shell is sent (a sibling that suspends would not hold them). */
function AfterShell({ children }: { children: ReactNode }) {
  const shellSent = useContext(ShellSent);
  if (shellSent) use(shellSent);
  return children;
}

/**
 * A part of the page that the server may stream after the shell and the browser hydrates on its
 * own: a Suspense boundary, which knows when it has hydrated. With `afterShell` the server renders
 * it only once the shell has gone out (the cards past a grid's first screen).
 */
export function HydrationBoundary({
  children,
  afterShell = false,
}: {
  children: ReactNode;
  afterShell?: boolean;
}) {
  const id = useId();
  // Rendered with the part around it, before this boundary hydrates: while the first hydration is
  // under way, the page is not hydrated until this one is.
  if (!hydrated && typeof window !== 'undefined' && !counted.has(id)) {
    counted.add(id);
    pending.add(id);
  }
  return (
    <Suspense fallback={null}>
      {afterShell ? <AfterShell>{children}</AfterShell> : children}
      <Hydrated id={id} />
    </Suspense>
  );
}
