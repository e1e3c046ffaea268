import { useLayoutEffect, useState, type RefObject } from 'react';

/** Where a part that comes and goes is: in the page, playing its way out, or gone. */
export type PresencePhase = 'shown' | 'leaving' | 'gone';

/** The element's animations that end (a spinner inside turns for ever and is not waited for). */
function endingAnimations(element: Element | null): Animation[] {
  if (!element || typeof element.getAnimations !== 'function') return [];
  return element
    .getAnimations({ subtree: true })
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
}

/**
 * Keeps a part in the page while it plays its leaving animation (the CSS of the class its
 * 'leaving' phase gives it), then lets it go. Without an animation (reduced motion, or none in
 * the styles) it goes at once: the same logic, the end state at once. Shown again while leaving,
 * it stays, and its CSS starts it over.
 */
export function usePresence(shown: boolean, ref: RefObject<Element | null>): PresencePhase {
  const [leaving, setLeaving] = useState(false);
  const [wasShown, setWasShown] = useState(shown);
  if (shown !== wasShown) {
    setWasShown(shown);
    setLeaving(!shown);
  }
  useLayoutEffect(() => {
    if (!leaving) return;
    const animations = endingAnimations(ref.current);
    if (animations.length === 0) {
      setLeaving(false);
      return;
    }
    let current = true;
    // A cancelled animation (its element removed or hidden, a modal dialog's ::backdrop gone with
    // the close) counts as ended: the others play on.
    const ended = (animation: Animation) => animation.finished.catch(() => undefined);
    void Promise.all(animations.map(ended)).then(() => current && setLeaving(false));
    return () => {
      current = false;
    };
  }, [leaving, ref]);
  if (shown) return 'shown';
  return leaving ? 'leaving' : 'gone';
}
