import { makeAutoObservable, runInAction } from 'mobx';
import { LIMITS } from '../../../../core/common/constants.model';
import type { Locale } from '../../../../core/common/locale.model';
import type {
  PerformerFilters,
  PerformerPage,
  PerformerSummary,
} from '../../../../core/performers/performer.model';

import { onlineState } from '../../../../core/performers/online-status';
import type { PerformersFeature } from '../../../../composition/features/performers';
import { toPerformerCard, type PerformerCardModel } from './performer-card';

/** A grid's state as it travels from the server render to the browser. */
export interface GridState {
  page: PerformerPage | null;
}

/**
 * One performer grid (SPEC §2): 60 a page in the SPEC §7 order, more pages appended on demand,
 * the visitor's filters on top of the grid's own, and online styles kept live by status events.
 */
export class GridViewModel {
  items: PerformerSummary[] = [];
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
  ) {
    makeAutoObservable<this, 'performers'>(
      this,
      { performers: false, baseFilters: false },
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
    if (!item) return;
    item.onlineStatus = status;
    item.onlineState = onlineState(status);
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
      const fresh = result.value.items.filter((item) => !known.has(item.id));
      this.items = append ? [...this.items, ...fresh] : fresh;
      this.total = result.value.total;
      this.lastPage = page;
      if (!append) this.firstPage = page;
    });
  }
}
