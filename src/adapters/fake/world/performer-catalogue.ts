import { LIMITS } from '../../../core/model/constants';
import type {
  Performer,
  PerformerCategory,
  PerformerPage,
  PerformerQuery,
} from '../../../core/model/performer';
import type { Clock } from '../../../ports/clock.port';
import { worldError } from './errors';
import { OnlineSchedule, SLOT_MS } from './online-schedule';
import { matchesQuery, performerOrder, toSummary } from './performer-query';
import type { PerformerRecord } from './performer-record';
import { ageAt, isoAt, WORLD_EPOCH } from './world-time';

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
  private cachedSlot: number | null = null;
  private cachedViews: Performer[] = [];

  constructor(
    private readonly records: readonly PerformerRecord[],
    private readonly schedule: OnlineSchedule,
    private readonly clock: Clock,
  ) {
    for (const record of records) {
      this.byId.set(record.profile.id, record);
      this.byUsername.set(record.profile.username.toLowerCase(), record);
    }
  }

  /** Every performer as of now, in id order. */
  all(): Performer[] {
    return this.live().map((performer) => structuredClone(performer));
  }

  ids(): number[] {
    return this.records.map((record) => record.profile.id);
  }

  /** A performer as of now, or null. */
  get(id: number): Performer | null {
    const record = this.byId.get(id);
    return record ? structuredClone(this.view(record, this.clock.now())) : null;
  }

  statusOf(id: number): number {
    const record = this.byId.get(id);
    return record ? this.schedule.statusAt(record, this.clock.now()) : 0;
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
    return structuredClone(this.view(record, this.clock.now()));
  }

  /** User names starting with the text (case-insensitive), at most 10, alphabetical. */
  autocomplete(text: string): { id: number; username: string }[] {
    const prefix = text.trim().toLowerCase();
    if (!prefix) return [];
    return this.records
      .filter((record) => record.profile.username.toLowerCase().startsWith(prefix))
      .map((record) => ({ id: record.profile.id, username: record.profile.username }))
      .sort((a, b) => a.username.localeCompare(b.username))
      .slice(0, AUTOCOMPLETE_LIMIT);
  }

  count(query: PerformerQuery): number {
    return this.live().filter((performer) => matchesQuery(query, performer)).length;
  }

  /** Filtered, ordered as SPEC §7 says, one 1-based page (default 60 a page). */
  find(query: PerformerQuery): PerformerPage {
    const page = Math.max(1, Math.floor(query.page ?? 1));
    const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(query.limit ?? LIMITS.performerPageSize)));
    const matching = this.live()
      .filter((performer) => matchesQuery(query, performer))
      .sort(performerOrder(query.locale));
    const items = matching.slice((page - 1) * limit, page * limit).map(toSummary);
    return { items, total: matching.length, page, limit };
  }

  featuredCategories(): PerformerCategory[] {
    return FEATURED.map((category) => ({ ...category }));
  }

  /**
   * Views that share arrays with the records: for reading inside the world, never handed out.
   * A view is a pure function of the schedule slot (status, last session and age change only at
   * slot starts: slots are 10-minute aligned, so one never spans two days), so the views of the
   * current slot are made once instead of for every query.
   */
  private live(): Performer[] {
    const now = this.clock.now();
    const slot = Math.floor(now / SLOT_MS);
    if (this.cachedSlot !== slot) {
      this.cachedViews = this.records.map((record) => this.view(record, now));
      this.cachedSlot = slot;
    }
    return this.cachedViews;
  }

  private view(record: PerformerRecord, now: number): Performer {
    const status = this.schedule.statusAt(record, now);
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
