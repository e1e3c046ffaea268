import type { Language, Performer } from '../../../core/performers/performer.model';
import type { Clock } from '../../../ports/clock.port';
import { OnlineSchedule, SLOT_MS } from './online-schedule';
import { orderForLanguage } from './performer-query';
import type { PerformerRecord } from './performer-record';
import { ageAt, isoAt, WORLD_EPOCH } from './world-time';

/**
 * The performers as of the clock's current schedule slot. A view is a pure function of the slot:
 * status, last session and age change only at slot starts (slots are 10-minute aligned, so one
 * never spans two days). So each view is made once a slot, when first read, instead of once a
 * query; and so is the SPEC §7 order, which depends on the views and the locale's language but
 * not on the filters. That order is total (the id breaks ties), so filtering the ordered list
 * gives what sorting the filtered one did, and a query only filters.
 *
 * An operator's status override (sandbox studio) wins over the schedule; setting or clearing one
 * calls `invalidate`, as the order of everyone may change with it.
 *
 * Views share arrays with the records: for reading inside the world, never handed out.
 */
export class SlotViews {
  private slot: number | null = null;
  private readonly views = new Map<PerformerRecord, Performer>();
  private everyone: Performer[] | null = null;
  /** Keyed by language, not locale: locales come from visitors, the languages are few. */
  private readonly orders = new Map<Language | undefined, Performer[]>();

  constructor(
    private readonly records: readonly PerformerRecord[],
    private readonly schedule: OnlineSchedule,
    private readonly clock: Clock,
    /** Status overrides by performer id; owned by the catalogue. */
    private readonly overrides: ReadonlyMap<number, number>,
  ) {}

  /** One performer's view; only this one is made when the slot has no views yet. */
  of(record: PerformerRecord): Performer {
    return this.viewAt(record, this.sync());
  }

  /** Every view, in id order. */
  all(): readonly Performer[] {
    return this.allAt(this.sync());
  }

  /** Every view in the SPEC §7 order for a locale's language. */
  ordered(language: Language | undefined): readonly Performer[] {
    const now = this.sync();
    let order = this.orders.get(language);
    if (!order) {
      order = [...this.allAt(now)].sort(orderForLanguage(language));
      this.orders.set(language, order);
    }
    return order;
  }

  /** Drops every view, so the next read makes them again (an override was set or cleared). */
  invalidate(): void {
    this.slot = null;
  }

  /** Drops the views of an earlier slot; returns the clock's time. */
  private sync(): number {
    const now = this.clock.now();
    const slot = Math.floor(now / SLOT_MS);
    if (slot !== this.slot) {
      this.slot = slot;
      this.views.clear();
      this.everyone = null;
      this.orders.clear();
    }
    return now;
  }

  // These take the time of the call's one sync, so a call never mixes the views of two slots.
  private allAt(now: number): readonly Performer[] {
    this.everyone ??= this.records.map((record) => this.viewAt(record, now));
    return this.everyone;
  }

  private viewAt(record: PerformerRecord, now: number): Performer {
    let view = this.views.get(record);
    if (!view) {
      view = this.make(record, now);
      this.views.set(record, view);
    }
    return view;
  }

  private make(record: PerformerRecord, now: number): Performer {
    const status = this.overrides.get(record.profile.id) ?? this.schedule.statusAt(record, now);
    return {
      ...record.profile,
      // Age follows the clock, but never from before the epoch, so every performer stays 18 or older.
      age: ageAt(record.profile.dateOfBirth, Math.max(now, WORLD_EPOCH)),
      onlineStatus: status,
      onlineState: status === 0 ? 'offline' : 'online',
      lastCamSession: isoAt(this.schedule.lastCamSessionAt(record, now)),
    };
  }
}
