import {
  easeInOutCubic,
  SCROLL_ANIMATION_MS,
  SCROLL_TO_TOP_MS,
  scrollStep,
  scrollToAnimated,
} from '../../../../src/ui/app/motion';

/** A window that scrolls where it is told and runs its animation frames when the test says. */
function fakeWindow(options: { scrollY: number; reducedMotion?: boolean }) {
  const frames = new Map<number, (now: number) => void>();
  const listeners = new Map<string, () => void>();
  let nextFrame = 1;
  const win = {
    scrollY: options.scrollY,
    matchMedia: (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)' && options.reducedMotion === true,
    }),
    scrollTo: ({ top }: { top: number }) => {
      win.scrollY = top;
    },
    requestAnimationFrame: (callback: (now: number) => void) => {
      frames.set(nextFrame, callback);
      return nextFrame++;
    },
    cancelAnimationFrame: (id: number) => frames.delete(id),
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
    removeEventListener: (name: string) => listeners.delete(name),
  };
  /** Runs the frame waiting now, as the browser would at `now`. */
  const frame = (now: number) => {
    const [id, callback] = [...frames][0]!;
    frames.delete(id);
    callback(now);
  };
  return { win, frame, frames, listeners, asWindow: win as unknown as Window };
}

describe('easeInOutCubic', () => {
  it('starts at 0, passes the middle at half way and ends at 1', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });

  it('starts slowly and stops gently, symmetric about the middle', () => {
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
    expect(easeInOutCubic(0.25) + easeInOutCubic(0.75)).toBeCloseTo(1);
  });

  it('never goes backwards and stays within 0 and 1, even past either end', () => {
    const steps = Array.from({ length: 101 }, (_, index) => easeInOutCubic(index / 100));
    steps.forEach((value, index) => index > 0 && expect(value).toBeGreaterThanOrEqual(steps[index - 1]!));
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
  });
});

describe('scrollStep', () => {
  it('goes from the start to the target over the duration, upwards as well', () => {
    expect(scrollStep(3000, 0, 0, SCROLL_TO_TOP_MS)).toBe(3000);
    expect(scrollStep(3000, 0, SCROLL_TO_TOP_MS / 2, SCROLL_TO_TOP_MS)).toBe(1500);
    expect(scrollStep(3000, 0, SCROLL_TO_TOP_MS, SCROLL_TO_TOP_MS)).toBe(0);
    expect(scrollStep(0, 800, 1000, SCROLL_ANIMATION_MS)).toBe(800);
  });

  it('is at the target at once when there is no time to animate', () => {
    expect(scrollStep(3000, 0, 0, 0)).toBe(0);
  });
});

describe('scrollToAnimated', () => {
  it('takes 800 ms by default, a frame at a time, and ends exactly on the target', async () => {
    const { win, frame, frames, asWindow } = fakeWindow({ scrollY: 2000 });
    const done = scrollToAnimated(0, undefined, asWindow);
    frame(100);
    expect(win.scrollY).toBe(2000);
    frame(100 + SCROLL_ANIMATION_MS / 2);
    expect(win.scrollY).toBe(1000);
    frame(100 + SCROLL_ANIMATION_MS - 1);
    expect(win.scrollY).toBeGreaterThan(0);
    frame(100 + SCROLL_ANIMATION_MS);
    expect(win.scrollY).toBe(0);
    await done;
    expect(frames.size).toBe(0);
  });

  it('jumps at once, without frames, when the visitor asked for reduced motion', async () => {
    const { win, frames, asWindow } = fakeWindow({ scrollY: 2000, reducedMotion: true });
    await scrollToAnimated(0, SCROLL_TO_TOP_MS, asWindow);
    expect(win.scrollY).toBe(0);
    expect(frames.size).toBe(0);
  });

  it('stops where it is when the member scrolls with the wheel meanwhile', async () => {
    const { win, frame, frames, listeners, asWindow } = fakeWindow({ scrollY: 2000 });
    const done = scrollToAnimated(0, SCROLL_TO_TOP_MS, asWindow);
    frame(0);
    frame(SCROLL_TO_TOP_MS / 2);
    listeners.get('wheel')!();
    await done;
    expect(win.scrollY).toBe(1000);
    expect(frames.size).toBe(0);
    expect(listeners.size).toBe(0);
  });
});
