import { LIMITS } from '../../../core/common/constants.model';
import type {
  Performer,
  PerformerCategory,
  PerformerPage,
  PerformerQuery,
} from '../../../core/performers/performer.model';
import type { Clock } from '../../../ports/clock.port';
import type { MemberEventMap } from '../../../ports/member-events.port';
import { worldError } from './errors';
import type { MemberEventHub } from './event-hub';
import { OnlineSchedule, STATUS_VALUES } from './online-schedule';
import { localeLanguage, queryMatcher, toSummary } from './performer-query';
import type { PerformerRecord } from './performer-record';
import { SlotViews } from './performer-views';

/** A performer's status as the performerStatus event carries it. */
export type StatusChange = MemberEventMap['performerStatus'];

const AUTOCOMPLETE_LIMIT = 10;
const MAX_PAGE_SIZE = 500;

/** Featured categories (SPEC §2 category slugs) the grid may offer. */
const FEATURED: PerformerCategory[] = [
  { slug: 'nederlands', name: 'Nederlands' },
  { slug: 'studentes', name: 'Studentes' },
  { slug: 'blond', name: 'Blond' },
  { slug: 'nieuw', name: 'Nieuw' },
  { slug: 'koppels', name: 'Koppels' },
  { slug: 'waardering', name: 'Best gewaardeerd' },
];

/** The performer catalogue: generated profiles with status, last session and age as of the clock. */
export class PerformerCatalogue {
  private readonly byId = new Map<number, PerformerRecord>();
  private readonly byUsername = new Map<string, PerformerRecord>();
  private readonly views: SlotViews;
  /** The sandbox studio's status overrides by performer id. */
  private readonly overrides = new Map<number, number>();
  /** Records by lower-case user name in the order autocomplete answers; names never change. */
  private alphabetical: { lower: string; record: PerformerRecord }[] | null = null;

  constructor(
    private readonly records: readonly PerformerRecord[],
    private readonly schedule: OnlineSchedule,
    private readonly clock: Clock,
    private readonly events: MemberEventHub,
  ) {
    this.views = new SlotViews(records, schedule, clock, this.overrides);
    for (const record of records) {
      this.byId.set(record.profile.id, record);
      this.byUsername.set(record.profile.username.toLowerCase(), record);
    }
  }

  /** Every performer as of now, in id order. */
  all(): Performer[] {
    return this.views.all().map((performer) => structuredClone(performer));
  }

  ids(): number[] {
    return this.records.map((record) => record.profile.id);
  }

  /** A performer as of now, or null. */
  get(id: number): Performer | null {
    const record = this.byId.get(id);
    return record ? structuredClone(this.views.of(record)) : null;
  }

  /** The status as of now, an override included; 0 for an unknown id. */
  statusOf(id: number): number {
    const record = this.byId.get(id);
    if (!record) return 0;
    return this.overrides.get(id) ?? this.schedule.statusAt(record, this.clock.now());
  }

  /**
   * The sandbox studio's override: pins a performer's status (0, 1, 3, 5 or 9) over the schedule
   * until it is cleared with null; every view (profile, find, count, order) honours it. Broadcasts
   * performerStatus at once when the status changes; returns the status now in force. Throws
   * notFound for an unknown id and badRequest.validation for any other status value.
   */
  setStatusOverride(id: number, status: number | null): number {
    if (!this.byId.has(id)) throw worldError.notFound(`performer ${id}`);
    if (status !== null && !(STATUS_VALUES as readonly number[]).includes(status)) {
      throw worldError.validation(`status ${status}`);
    }
    const before = this.statusOf(id);
    if ((this.overrides.get(id) ?? null) === status) return before;
    if (status === null) this.overrides.delete(id);
    else this.overrides.set(id, status);
    this.views.invalidate();
    const after = this.statusOf(id);
    if (after !== before) this.events.broadcast('performerStatus', { performerId: id, onlineStatus: after });
    return after;
  }

  /** The overrides in force, in id order. */
  statusOverrides(): StatusChange[] {
    return [...this.overrides]
      .map(([performerId, onlineStatus]) => ({ performerId, onlineStatus }))
      .sort((a, b) => a.performerId - b.performerId);
  }

  /**
   * The performers whose status now differs from their status at `time`, in id order. Overrides
   * count as they are now: a change of override was broadcast when it was made.
   */
  statusChangesSince(time: number): StatusChange[] {
    const changes: StatusChange[] = [];
    for (const record of this.records) {
      const { id } = record.profile;
      const before = this.overrides.get(id) ?? this.schedule.statusAt(record, time);
      const now = this.statusOf(id);
      if (before !== now) changes.push({ performerId: id, onlineStatus: now });
    }
    return changes;
  }

  /** Throws notFound for an unknown id. */
  profile(id: number): Performer {
    const performer = this.get(id);
    if (!performer) throw worldError.notFound(`performer ${id}`);
    return performer;
  }

  /** Case-insensitive; throws notFound for an unknown name. */
  profileByUsername(username: string): Performer {
    const record = this.byUsername.get(username.trim().toLowerCase());
    if (!record) throw worldError.notFound(`performer ${username}`);
    return structuredClone(this.views.of(record));
  }

  /** User names starting with the text (case-insensitive), at most 10, alphabetical. */
  autocomplete(text: string): { id: number; username: string }[] {
    const prefix = text.trim().toLowerCase();
    if (!prefix) return [];
    // Names never change, so they are sorted once; as the sort is stable, taking the first matches
    // of this list gives what sorting each answer's matches (in id order) gave.
    this.alphabetical ??= this.records
      .map((record) => ({ lower: record.profile.username.toLowerCase(), record }))
      .sort((a, b) => a.record.profile.username.localeCompare(b.record.profile.username));
    const found: { id: number; username: string }[] = [];
    for (const { lower, record } of this.alphabetical) {
      if (found.length === AUTOCOMPLETE_LIMIT) break;
      if (lower.startsWith(prefix)) found.push({ id: record.profile.id, username: record.profile.username });
    }
    return found;
  }

  count(query: PerformerQuery): number {
    const matches = queryMatcher(query);
    let count = 0;
    for (const performer of this.views.all()) if (matches(performer)) count += 1;
    return count;
  }

  /** Filtered, ordered as SPEC §7 says, one 1-based page (default 60 a page). */
  find(query: PerformerQuery): PerformerPage {
    const page = Math.max(1, Math.floor(query.page ?? 1));
    const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(query.limit ?? LIMITS.performerPageSize)));
    // The views are already in order, so filtering keeps the order; only the page is copied.
    const matching = this.views.ordered(localeLanguage(query.locale)).filter(queryMatcher(query));
    const items = matching.slice((page - 1) * limit, page * limit).map(toSummary);
    return { items, total: matching.length, page, limit };
  }

  featuredCategories(): PerformerCategory[] {
    return FEATURED.map((category) => ({ ...category }));
  }
}
