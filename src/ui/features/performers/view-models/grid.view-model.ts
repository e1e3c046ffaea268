import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LIMITS } from '../../../../core/common/constants.model';
import type { Locale } from '../../../../core/common/locale.model';
import type {
  PerformerFilters,
  PerformerPage,
  PerformerSummary,
} from '../../../../core/performers/performer.model';
import type { PerformersFeature } from '../../../../composition/features/performers';
import { cardPicture } from '../../../../core/performers/safe-view';
import { toPerformerCard, type PerformerCardModel } from './performer-card';

/** What a card shows of a performer: all a grid keeps, and all the page sends to the browser. */
export type GridPerformer = Pick<
  PerformerSummary,
  'id' | 'username' | 'age' | 'snapshot' | 'onlineStatus' | 'cybertoy'
>;

/** A page of a grid with only what its cards show. */
export type GridPage = Omit<PerformerPage, 'items'> & { items: GridPerformer[] };

/** A grid's state as it travels from the server render to the browser. */
export interface GridState {
  page: GridPage | null;
}

/**
 * The card's fields of a performer (the list's other fields would only weigh on the page), with
 * the picture the site shows as her snapshot: the non-nude one on a safe site (safe-view.ts), so
 * the other never reaches the page.
 */
export function toGridPerformer(
  performer: GridPerformer & Pick<PerformerSummary, 'nonude'>,
  safe: boolean,
): GridPerformer {
  const { id, username, age, onlineStatus, cybertoy } = performer;
  return { id, username, age, snapshot: cardPicture(performer, safe), onlineStatus, cybertoy };
}

/** A list's page as a grid keeps it. */
export function toGridPage(page: PerformerPage, safe: boolean): GridPage {
  return { ...page, items: page.items.map((item) => toGridPerformer(item, safe)) };
}

/**
 * One performer grid (SPEC §2): 60 a page in the SPEC §7 order, more pages appended on demand,
 * the visitor's filters on top of the grid's own, and online styles kept live by status events.
 */
export class GridViewModel {
  /** Replaced, never changed in place: only the list is observable, not each of its 60 entries. */
  items: GridPerformer[] = [];
  total = 0;
  /** The last page loaded (1-based); the server may start a visit on a later page. */
  lastPage = 0;
  firstPage = 1;
  loading = false;
  failed = false;
  /** Filters the visitor chose, added to the grid's own. */
  extra: PerformerFilters = {};
  /** A username prefix typed in the search box: the local filter of SPEC §5. */
  searchPrefix = '';

  /**
   * @param performers the performers feature, loaded with the first page the browser asks for:
   *   the grid is server-rendered, so hydrating it loads no use-case and no transport.
   */
  constructor(
    private readonly performers: () => Promise<Pick<PerformersFeature, 'listPerformers'>>,
    private readonly locale: Locale,
    readonly baseFilters: PerformerFilters,
    /** The site's safe flag: pages loaded in the browser keep the non-nude picture. */
    private readonly safe = false,
  ) {
    makeAutoObservable<this, 'performers' | 'safe'>(
      this,
      { performers: false, baseFilters: false, safe: false, items: observableRef },
      { autoBind: true },
    );
  }

  seed(state: GridState): void {
    this.failed = state.page === null;
    if (!state.page) return;
    this.items = state.page.items;
    this.total = state.page.total;
    this.firstPage = state.page.page;
    this.lastPage = state.page.page;
  }

  get cards(): PerformerCardModel[] {
    const prefix = this.searchPrefix.trim().toLowerCase();
    const shown = prefix
      ? this.items.filter((item) => item.username.toLowerCase().startsWith(prefix))
      : this.items;
    return shown.map((performer) => toPerformerCard(performer, this.locale));
  }

  get hasMore(): boolean {
    return this.lastPage * LIMITS.performerPageSize < this.total;
  }

  get nextPage(): number {
    return this.lastPage + 1;
  }

  setSearchPrefix(prefix: string): void {
    this.searchPrefix = prefix;
  }

  /** Appends the next page; a failure keeps what is shown and says so. */
  async loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return;
    await this.load(this.nextPage, true);
  }

  /** The visitor's filters changed: the grid starts again at page 1. */
  async applyFilters(extra: PerformerFilters): Promise<void> {
    this.extra = extra;
    await this.load(1, false);
  }

  async reload(): Promise<void> {
    await this.load(1, false);
  }

  /** A performer's status changed (the realtime event): her card restyles where she is. */
  applyStatus(performerId: number, status: number): void {
    const item = this.items.find((performer) => performer.id === performerId);
    if (!item || item.onlineStatus === status) return;
    const changed = { ...item, onlineStatus: status };
    this.items = this.items.map((performer) => (performer === item ? changed : performer));
  }

  private async load(page: number, append: boolean): Promise<void> {
    this.loading = true;
    const filters = { ...this.baseFilters, ...this.extra };
    const { listPerformers } = await this.performers();
    const result = await listPerformers.execute({ locale: this.locale, page, filters });
    runInAction(() => {
      this.loading = false;
      this.failed = !result.ok;
      if (!result.ok) return;
      const known = new Set(append ? this.items.map((item) => item.id) : []);
      const fresh = result.value.items
        .filter((item) => !known.has(item.id))
        .map((item) => toGridPerformer(item, this.safe));
      this.items = append ? [...this.items, ...fresh] : fresh;
      this.total = result.value.total;
      this.lastPage = page;
      if (!append) this.firstPage = page;
    });
  }
}
