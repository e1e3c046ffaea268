import { lazy, Suspense, useEffect, useState } from 'react';

// The pop-ups' code, styles and texts load once the page is idle, in their own chunk.
const PopupDock = lazy(() => import('./popup-dock'));

/** SPEC §9: idle work waits at most 2 s. */
const IDLE_TIMEOUT_MS = 2000;

function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, IDLE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}

/** The member's pop-up container, never server-rendered: it comes in when the page is idle. */
export function PopupDockSlot() {
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => setShown(true)), []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <PopupDock />
    </Suspense>
  );
}
