import type { FavouriteAlert } from './favourite-alert.model';

/** At most this many alerts are on screen at once; the rest are summed up (issue 42 item 4). */
export const MAX_ALERTS_SHOWN = 3;

/**
 * The tab's favourite-online alerts: the first three are shown, in the order they came; the rest
 * wait and are counted. A performer is told once while her alert is shown or waiting. Dismissing
 * a shown alert lets the longest-waiting one in; dismissing the summary forgets everyone waiting.
 * Pure: the view model holds one and renders `shown` and `waitingCount`.
 */
export class AlertQueue {
  private visible: FavouriteAlert[] = [];
  private waiting: FavouriteAlert[] = [];
  // Where the waiting list starts: taking from the front moves this instead of shifting the array.
  private head = 0;
  private readonly known = new Set<number>();

  get shown(): readonly FavouriteAlert[] {
    return this.visible;
  }

  get waitingCount(): number {
    return this.waiting.length - this.head;
  }

  /** Takes a batch of alerts in the order they arrived; returns whether anything changed. */
  receive(alerts: readonly FavouriteAlert[]): boolean {
    let changed = false;
    for (const alert of alerts) {
      if (this.known.has(alert.performerId)) continue;
      this.known.add(alert.performerId);
      if (this.visible.length < MAX_ALERTS_SHOWN) this.visible = [...this.visible, alert];
      else this.waiting.push(alert);
      changed = true;
    }
    return changed;
  }

  /** Takes her alert off the screen (opened or dismissed); the next waiting one takes its place. */
  dismiss(performerId: number): void {
    if (!this.visible.some((alert) => alert.performerId === performerId)) return;
    this.known.delete(performerId);
    const rest = this.visible.filter((alert) => alert.performerId !== performerId);
    const next = this.takeWaiting();
    this.visible = next ? [...rest, next] : rest;
  }

  /** Forgets every waiting alert (the summary was opened or dismissed). */
  dismissWaiting(): void {
    for (let i = this.head; i < this.waiting.length; i++) this.known.delete(this.waiting[i]!.performerId);
    this.waiting = [];
    this.head = 0;
  }

  private takeWaiting(): FavouriteAlert | undefined {
    const next = this.waiting[this.head];
    if (!next) return undefined;
    this.head += 1;
    if (this.head === this.waiting.length) this.dismissWaitingStorage();
    return next;
  }

  private dismissWaitingStorage(): void {
    this.waiting = [];
    this.head = 0;
  }
}
