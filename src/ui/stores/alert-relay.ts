import type { FavouriteAlert } from '../../core/performers/favourite-alert.model';
import type { Unsubscribe } from '../../ports/member-events.port';

// Enough for the budget's burst; past it the oldest are dropped, as nobody reads a thousand alerts.
const MAX_EARLY = 1000;

/** Passes favourite-online alerts on, keeping those that come before anyone listens. */
export class AlertRelay {
  private readonly listeners = new Set<(alert: FavouriteAlert) => void>();
  private early: FavouriteAlert[] = [];

  receive(alert: FavouriteAlert): void {
    if (this.listeners.size === 0) {
      this.early.push(alert);
      if (this.early.length > MAX_EARLY) this.early.shift();
      return;
    }
    for (const listener of this.listeners) listener(alert);
  }

  listen(listener: (alert: FavouriteAlert) => void): Unsubscribe {
    this.listeners.add(listener);
    const early = this.early;
    this.early = [];
    for (const alert of early) listener(alert);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.listeners.clear();
    this.early = [];
  }
}
