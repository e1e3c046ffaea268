import { makeAutoObservable, runInAction } from 'mobx';
import type { Locale } from '../../core/model/locale';
import type { PerformerPage } from '../../core/model/performer';
import type { ListPerformers } from '../../core/use-cases/list-performers.use-case';
import { toPerformerCard, type PerformerCardModel } from './performer-card';

/** The home grid's state as it travels from the server render to the browser. */
export interface HomeState {
  page: PerformerPage | null;
}

/** The home performer grid: the first page of performers, seeded from the server render. */
export class HomeViewModel {
  page: PerformerPage | null = null;
  loading = false;
  failed = false;

  /** `listPerformers` resolves the use-case when first needed: its code is not in the first load. */
  constructor(
    private readonly listPerformers: () => Promise<ListPerformers>,
    private readonly locale: Locale,
  ) {
    makeAutoObservable<this, 'listPerformers'>(this, { listPerformers: false }, { autoBind: true });
  }

  seed(state: HomeState): void {
    this.page = state.page;
    this.failed = state.page === null;
  }

  get cards(): PerformerCardModel[] {
    return (this.page?.items ?? []).map((performer) => toPerformerCard(performer, this.locale));
  }

  get total(): number {
    return this.page?.total ?? 0;
  }

  /** Loads the first page again; on failure the grid keeps what it showed and says so. */
  async reload(): Promise<void> {
    this.loading = true;
    const result = await (await this.listPerformers()).execute({ locale: this.locale });
    runInAction(() => {
      this.loading = false;
      this.failed = !result.ok;
      if (result.ok) this.page = result.value;
    });
  }
}
