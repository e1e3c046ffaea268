import { Suspense, useEffect, useId, type ReactNode } from 'react';

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
 * A part of the page that the server may stream after the shell and the browser hydrates on its
 * own: a Suspense boundary, which knows when it has hydrated.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const id = useId();
  // Rendered with the part around it, before this boundary hydrates: while the first hydration is
  // under way, the page is not hydrated until this one is.
  if (!hydrated && typeof window !== 'undefined' && !counted.has(id)) {
    counted.add(id);
    pending.add(id);
  }
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated id={id} />
    </Suspense>
  );
}
