import type { Clock, TimerHandle } from '../../ports/clock.port';

/** Where a ManualClock starts unless told otherwise: a fixed moment, so tests are repeatable. */
export const MANUAL_CLOCK_START = Date.UTC(2026, 10, 22, 12, 0, 0);

interface Timer {
  id: number;
  due: number;
  callback: () => void;
  interval: number | null;
}

/**
 * A clock that moves only when told to. `advance` fires every timer that falls due on the way, in
 * time order (creation order on ties), with `now()` set to each timer's due time while it runs, so
 * timers set from inside a callback fire in the same advance when they fall within it.
 */
export class ManualClock implements Clock {
  private current: number;
  private readonly timers = new Map<number, Timer>();
  private nextId = 1;

  constructor(start: number = MANUAL_CLOCK_START) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return this.schedule(callback, Math.max(0, ms), null);
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    // A zero interval would loop forever inside advance().
    const interval = Math.max(1, ms);
    return this.schedule(callback, interval, interval);
  }

  clear(handle: TimerHandle): void {
    this.timers.delete(handle.id);
  }

  /** Moves time forward by `ms`, firing due timers. */
  advance(ms: number): void {
    this.advanceTo(this.current + Math.max(0, ms));
  }

  /** Moves time forward to `time` (never backwards), firing due timers. */
  advanceTo(time: number): void {
    const target = Math.max(time, this.current);
    for (let timer = this.nextDue(target); timer; timer = this.nextDue(target)) {
      this.current = timer.due;
      if (timer.interval === null) this.timers.delete(timer.id);
      else timer.due += timer.interval;
      timer.callback();
    }
    this.current = target;
  }

  /** How many timers are waiting. */
  pendingTimers(): number {
    return this.timers.size;
  }

  private schedule(callback: () => void, delay: number, interval: number | null): TimerHandle {
    const id = this.nextId++;
    this.timers.set(id, { id, due: this.current + delay, callback, interval });
    return { id };
  }

  private nextDue(limit: number): Timer | undefined {
    let best: Timer | undefined;
    for (const timer of this.timers.values()) {
      if (timer.due > limit) continue;
      if (!best || timer.due < best.due || (timer.due === best.due && timer.id < best.id)) best = timer;
    }
    return best;
  }
}
