import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether this browser can show an element full screen (an iPhone's Safari cannot). */
export function fullscreenAvailable(): boolean {
  return typeof document !== 'undefined' && document.fullscreenEnabled === true;
}

/**
 * Full screen for `element` through the Fullscreen API: `active` follows
 * document.fullscreenElement, so Escape or the browser's own exit show in the button too.
 */
export function useFullscreen(element: RefObject<HTMLElement | null>): {
  active: boolean;
  toggle(): void;
  leave(): void;
} {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const changed = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [element]);
  const leave = useCallback(() => {
    if (document.fullscreenElement === element.current) void document.exitFullscreen().catch(() => undefined);
  }, [element]);
  const toggle = useCallback(() => {
    const target = element.current;
    if (!target) return;
    if (document.fullscreenElement === target) leave();
    // Refused (no user gesture, a policy): the button simply stays as it was.
    else void target.requestFullscreen().catch(() => undefined);
  }, [element, leave]);
  return { active, toggle, leave };
}
