import { useEffect } from 'react';

/** Calls `tick` every second while the component shows a running time (and only in the browser). */
export function useSecondTicks(tick: () => void, running: boolean): void {
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [tick, running]);
}
