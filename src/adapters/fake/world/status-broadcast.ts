import type { Clock, TimerHandle } from '../../../ports/clock.port';
import type { Unsubscribe } from '../../../ports/member-events.port';
import type { BroadcastEventEnvelope, MemberEventHub } from './event-hub';
import type { OnlineSchedule } from './online-schedule';
import type { PerformerCatalogue } from './performer-catalogue';

/**
 * Turns the schedule into performerStatus broadcasts: at each slot boundary, one event for every
 * performer whose status differs from the slot before (overrides publish themselves when set).
 * As with RoomWatch, the timer runs only while someone listens: on the system clock a pending
 * 10-minute timer would keep a Node process alive, and with no listener there is nobody to tell.
 */
export class StatusBroadcast {
  private timer: TimerHandle | null = null;

  constructor(
    private readonly events: MemberEventHub,
    private readonly performers: PerformerCatalogue,
    private readonly schedule: OnlineSchedule,
    private readonly clock: Clock,
  ) {}

  /** Every broadcast event; the slot-boundary timer runs while at least one handler listens. */
  subscribe(handler: (event: BroadcastEventEnvelope) => void): Unsubscribe {
    const unsubscribe = this.events.subscribeBroadcast(handler);
    this.armWhileListened();
    return () => {
      unsubscribe();
      if (this.events.broadcastListeners() > 0 || this.timer === null) return;
      this.clock.clear(this.timer);
      this.timer = null;
    };
  }

  /** Whether the slot-boundary timer is set (for tests: it must not outlive the listeners). */
  isArmed(): boolean {
    return this.timer !== null;
  }

  private armWhileListened(): void {
    if (this.timer !== null || this.events.broadcastListeners() === 0) return;
    // Compared against the arming time, not "one slot ago", so a timer that fires late (a sleeping
    // laptop) still reports every change since the statuses listeners last heard of.
    const since = this.clock.now();
    this.timer = this.clock.setTimeout(
      () => {
        this.timer = null;
        for (const change of this.performers.statusChangesSince(since)) {
          this.events.broadcast('performerStatus', change);
        }
        this.armWhileListened();
      },
      this.schedule.nextChangeAfter(since) - since,
    );
  }
}
