import type { Clock, TimerHandle } from '../../ports/clock.port';

/** Real time and the host's timers (browser or Node). */
export class SystemClock implements Clock {
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private nextId = 1;

  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    this.timers.set(
      id,
      setTimeout(() => {
        this.timers.delete(id);
        callback();
      }, ms),
    );
    return { id };
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    this.timers.set(id, setInterval(callback, ms));
    return { id };
  }

  clear(handle: TimerHandle): void {
    const timer = this.timers.get(handle.id);
    // clearTimeout also clears intervals in both Node and browsers.
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(handle.id);
  }
}
