/** SPEC §9: a scroll the member asks for animates over 800 ms by default. */
export const SCROLL_ANIMATION_MS = 800;
/** SPEC §9: the scroll back to the top of a page is quicker. */
export const SCROLL_TO_TOP_MS = 450;

/** Eases in and out (cubic): a slow start, a quick middle and a gentle stop, for `t` from 0 to 1. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x ** 3 : 1 - (-2 * x + 2) ** 3 / 2;
}

/** Where an animated scroll from `from` to `to` is `elapsed` ms into its `duration`. */
export function scrollStep(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0) return to;
  return from + (to - from) * easeInOutCubic(elapsed / duration);
}

/** The visitor asked their system for less motion: animations then show their end state at once. */
export function prefersReducedMotion(win: Window = window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrolls the window to `y` in an eased animation of `durationMs`, one step a frame; at once with
 * reduced motion. The member's own wheel or touch ends it where it is. Resolves when it ends.
 * For scrolls the member asks for: a page navigation opens its page at the top at once.
 */
export function scrollToAnimated(y: number, durationMs = SCROLL_ANIMATION_MS, win: Window = window) {
  return new Promise<void>((resolve) => {
    const from = win.scrollY;
    const jump = (top: number) => win.scrollTo({ top, behavior: 'instant' });
    if (durationMs <= 0 || from === y || prefersReducedMotion(win)) {
      jump(y);
      resolve();
      return;
    }
    let start: number | null = null;
    let frame = 0;
    const end = () => {
      win.cancelAnimationFrame(frame);
      win.removeEventListener('wheel', end);
      win.removeEventListener('touchstart', end);
      resolve();
    };
    win.addEventListener('wheel', end, { passive: true });
    win.addEventListener('touchstart', end, { passive: true });
    const step = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      jump(scrollStep(from, y, elapsed, durationMs));
      if (elapsed < durationMs) frame = win.requestAnimationFrame(step);
      else end();
    };
    frame = win.requestAnimationFrame(step);
  });
}
