import { makeAutoObservable } from 'mobx';

/** SPEC §9 progress bar timings. */
export const PROGRESS_TIMINGS = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

export type ProgressState = 'hidden' | 'running' | 'finished' | 'failed';

type Timer = ReturnType<typeof setTimeout>;

export interface ProgressTimers {
  set(callback: () => void, ms: number): Timer;
  clear(timer: Timer): void;
}

const browserTimers: ProgressTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (timer) => clearTimeout(timer),
};

/**
 * The navigation progress bar (SPEC §4: hidden, running, finished, failed). A navigation that ends
 * within 200 ms never shows it; a running bar fills over 5 s; a finished or failed bar stays 500 ms.
 */
export class ProgressViewModel {
  state: ProgressState = 'hidden';
  private showTimer: Timer | null = null;
  private hideTimer: Timer | null = null;

  constructor(private readonly timers: ProgressTimers = browserTimers) {
    makeAutoObservable<this, 'timers' | 'showTimer' | 'hideTimer'>(
      this,
      { timers: false, showTimer: false, hideTimer: false },
      { autoBind: true },
    );
  }

  start(): void {
    this.clearTimers();
    this.state = 'hidden';
    this.showTimer = this.timers.set(() => this.setState('running'), PROGRESS_TIMINGS.throttleMs);
  }

  finish(): void {
    this.end('finished');
  }

  /** A request failed while loading the page: the bar shows the failure before it hides. */
  fail(): void {
    this.end('failed');
  }

  private end(state: 'finished' | 'failed'): void {
    const wasShown = this.state === 'running' || state === 'failed';
    this.clearTimers();
    if (!wasShown) {
      this.state = 'hidden';
      return;
    }
    this.state = state;
    this.hideTimer = this.timers.set(() => this.setState('hidden'), PROGRESS_TIMINGS.hideDelayMs);
  }

  private setState(state: ProgressState): void {
    this.state = state;
  }

  private clearTimers(): void {
    if (this.showTimer) this.timers.clear(this.showTimer);
    if (this.hideTimer) this.timers.clear(this.hideTimer);
    this.showTimer = null;
    this.hideTimer = null;
  }
}
