import { act } from '@testing-library/react';

/**
 * jsdom runs no CSS animations, so a part leaves at once there, as with reduced motion. This
 * gives elements with `leavingClass` a running animation (as the styles give them in a browser)
 * that ends when the test says; `restore` takes the stand-in away.
 */
export function stubLeavingAnimations(leavingClass: string) {
  let finish: () => void = () => undefined;
  let cancel: () => void = () => undefined;
  const original = Element.prototype.getAnimations;
  Element.prototype.getAnimations = function getAnimations(this: Element) {
    if (!this.classList.contains(leavingClass)) return [];
    const finished = new Promise<Animation>((resolve, reject) => {
      finish = () => resolve(animation);
      cancel = () => reject(new DOMException('cancelled', 'AbortError'));
    });
    const animation = {
      effect: { getComputedTiming: () => ({ endTime: 800 }) },
      finished,
    } as unknown as Animation;
    return [animation];
  };
  return {
    /** The leaving animation plays to its end. */
    finish: () => act(async () => finish()),
    /** The leaving animation stops before its end (the part was shown again). */
    cancel: () => act(async () => cancel()),
    restore: () => {
      Element.prototype.getAnimations = original;
    },
  };
}
