import { useEffect, useState } from 'react';
import { throttle } from '../../app/throttle';
import { useOnceTrue } from '../../app/use-once-true';
import { lazyPart, LoadedPart } from './lazy-part';

/** SPEC §9: the page's scroll position is looked at most every 250 ms while it scrolls. */
const SCROLL_EVENT_MS = 250;

// The button, its motion and its scrolling load once a visitor first scrolls a screen down.
const BackToTop = lazyPart(() => import('./back-to-top'));

/** Whether the page is scrolled more than a screen down; read, never written, in the listener. */
function useScrolledPastScreen(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = throttle(() => setPast(window.scrollY > window.innerHeight), SCROLL_EVENT_MS);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, []);
  return past;
}

/**
 * Where a long page has 'back to top' (back-to-top.tsx): nothing on the server nor until the
 * visitor scrolls more than a screen down; the button then shows, and goes when back up.
 */
export function BackToTopSlot() {
  const past = useScrolledPastScreen();
  if (!useOnceTrue(past)) return null;
  return (
    <LoadedPart name="back-to-top button">
      <BackToTop shown={past} />
    </LoadedPart>
  );
}
