import { makeAutoObservable, runInAction } from 'mobx';
import type { WalletFeature } from '../../../../composition/features/wallet';
import { LIMIT_PERIODS, type SpendingLimitsState } from '../../../../core/wallet/spending-limits.model';
import { BuyingPauseViewModel } from './buying-pause.view-model';
import { LimitFormViewModel } from './limit-form.view-model';

export type SpendingLimitsDeps = Pick<
  WalletFeature,
  'loadSpendingLimits' | 'changeSpendingLimit' | 'pauseBuying'
>;

/** What the period forms and the pause share: the backend's last word on the limits, and its calls. */
export interface LimitsBook {
  readonly state: SpendingLimitsState | null;
  readonly wallet: SpendingLimitsDeps;
  /** Takes the limits a call answered: they replace what the section shows. */
  accept(state: SpendingLimitsState): void;
}

/**
 * The settings page's spending limits (issue 42): a form per period (day, week, month) and the
 * pause of buying. Everything shown comes from the backend's last answer; a failed load offers a
 * retry, a failed change keeps what the member typed.
 */
export class SpendingLimitsViewModel implements LimitsBook {
  state: SpendingLimitsState | null = null;
  loading = false;
  loadFailed = false;
  readonly periods: readonly LimitFormViewModel[];
  readonly pause: BuyingPauseViewModel;

  constructor(
    readonly wallet: SpendingLimitsDeps,
    now: () => number,
  ) {
    this.periods = LIMIT_PERIODS.map((period) => new LimitFormViewModel(period, this));
    this.pause = new BuyingPauseViewModel(this, now);
    makeAutoObservable<this>(this, { wallet: false, periods: false, pause: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    this.loadFailed = false;
    const result = await this.wallet.loadSpendingLimits.execute();
    runInAction(() => {
      this.loading = false;
      if (result.ok) this.state = result.value;
      else this.loadFailed = true;
    });
  }

  accept(state: SpendingLimitsState): void {
    this.state = state;
  }
}
