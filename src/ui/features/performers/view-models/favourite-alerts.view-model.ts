import { makeAutoObservable } from 'mobx';
import { AlertQueue } from '../../../../core/performers/alert-queue';
import type { FavouriteAlert } from '../../../../core/performers/favourite-alert.model';
import type { Unsubscribe } from '../../../../ports/member-events.port';

/** Runs a callback before the next frame is painted; returns a way to cancel it. */
export type FrameScheduler = (callback: () => void) => () => void;

/**
 * The tab's favourite-online alerts (docs/decisions.md, 81): at most three on screen, the rest
 * summed up. Alerts that come in one frame are taken in one action at the next frame, so a burst
 * of a thousand costs one small render, not a thousand.
 */
export class FavouriteAlertsViewModel {
  shown: readonly FavouriteAlert[] = [];
  waitingCount = 0;
  private readonly queue = new AlertQueue();
  private pending: FavouriteAlert[] = [];
  private cancelFrame: (() => void) | null = null;
  private readonly stop: Unsubscribe;

  constructor(
    listen: (listener: (alert: FavouriteAlert) => void) => Unsubscribe,
    private readonly nextFrame: FrameScheduler,
  ) {
    this.stop = listen((alert) => this.heard(alert));
    makeAutoObservable<this, 'queue' | 'pending' | 'cancelFrame' | 'stop' | 'nextFrame'>(
      this,
      { queue: false, pending: false, cancelFrame: false, stop: false, nextFrame: false },
      { autoBind: true },
    );
  }

  /** Her alert goes (opened or closed); the next waiting one takes its place. */
  dismiss(performerId: number): void {
    this.queue.dismiss(performerId);
    this.publish();
  }

  /** The summary goes, with everyone it counted. */
  dismissWaiting(): void {
    this.queue.dismissWaiting();
    this.publish();
  }

  dispose(): void {
    this.stop();
    this.cancelFrame?.();
    this.cancelFrame = null;
  }

  private heard(alert: FavouriteAlert): void {
    this.pending.push(alert);
    this.cancelFrame ??= this.nextFrame(() => this.flush());
  }

  private flush(): void {
    this.cancelFrame = null;
    const batch = this.pending;
    this.pending = [];
    if (this.queue.receive(batch)) this.publish();
  }

  private publish(): void {
    this.shown = this.queue.shown;
    this.waitingCount = this.queue.waitingCount;
  }
}
