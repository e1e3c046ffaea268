/**
 * Freezes the page's scrolling while overlays are open (SPEC §2: a counter of open overlays), so
 * closing one of two stacked overlays does not unfreeze the page under the other.
 */
export class ScrollLock {
  private open = 0;

  constructor(private readonly body: () => HTMLElement | null) {}

  get count(): number {
    return this.open;
  }

  /** Counts one more overlay; returns the release, which counts it out once however often called. */
  acquire(): () => void {
    this.open += 1;
    this.apply();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open -= 1;
      this.apply();
    };
  }

  private apply(): void {
    const body = this.body();
    if (body) body.style.overflow = this.open > 0 ? 'hidden' : '';
  }
}

/** The tab's lock; on the server there is no body, so acquiring changes nothing. */
export const scrollLock = new ScrollLock(() => (typeof document === 'undefined' ? null : document.body));
