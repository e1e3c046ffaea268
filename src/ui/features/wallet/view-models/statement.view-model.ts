import { makeAutoObservable, runInAction } from 'mobx';
import type { WalletFeature } from '../../../../composition/features/wallet';
import { statementCsv, type StatementCsvLabels } from '../../../../core/wallet/statement-csv';
import {
  STATEMENT_TIME_ZONE,
  statementDays,
  statementPeriod,
  statementPeriodDays,
  statementTotals,
  type StatementDay,
  type StatementTotals,
} from '../../../../core/wallet/statement-days';
import type { StatementEntry } from '../../../../core/wallet/statement.model';

/** The periods a member can choose, in calendar days up to today. */
export const STATEMENT_PERIODS = [7, 30, 90] as const;
export type StatementPeriodDays = (typeof STATEMENT_PERIODS)[number];

/**
 * The member's statement in the settings: the wallet history of the chosen period from the
 * backend, by day with each day's totals and the period's. A failed load says so and offers a
 * retry; choosing another period loads again, and only the newest answer counts.
 */
export class StatementViewModel {
  days: StatementPeriodDays = 30;
  state: 'loading' | 'ready' | 'failed' = 'loading';
  entries: StatementEntry[] = [];
  /** The period the entries are of. */
  period: { from: string; to: string } | null = null;
  private request = 0;

  constructor(
    private readonly wallet: Pick<WalletFeature, 'loadStatement'>,
    private readonly now: () => number,
  ) {
    makeAutoObservable<this, 'wallet' | 'now' | 'request'>(
      this,
      { wallet: false, now: false, request: false },
      { autoBind: true },
    );
  }

  get byDay(): StatementDay[] {
    return statementDays(this.entries, STATEMENT_TIME_ZONE);
  }

  get totals(): StatementTotals {
    return statementTotals(this.entries);
  }

  /** The download's file name: the period's first and last day. */
  get fileName(): string {
    const { first, last } = statementPeriodDays(this.days, this.now(), STATEMENT_TIME_ZONE);
    return `statement-${first}-${last}.csv`;
  }

  choosePeriod(days: StatementPeriodDays): void {
    if (days === this.days && this.state !== 'failed') return;
    this.days = days;
    void this.load();
  }

  retry(): void {
    void this.load();
  }

  async load(): Promise<void> {
    const request = ++this.request;
    this.state = 'loading';
    const period = statementPeriod(this.days, this.now(), STATEMENT_TIME_ZONE);
    let entries: StatementEntry[] | null = null;
    try {
      const result = await this.wallet.loadStatement.execute(period);
      if (result.ok) entries = result.value;
    } catch (error) {
      // Unexpected (a bug): logged, and shown as a failure with a retry rather than a load that never ends.
      console.error('The statement could not be loaded', error);
    }
    if (request !== this.request) return;
    runInAction(() => {
      if (entries) {
        this.entries = entries;
        this.period = period;
      }
      this.state = entries ? 'ready' : 'failed';
    });
  }

  /** The entries shown, as the CSV file of statement-csv.ts, in the member's zone. */
  csv(labels: StatementCsvLabels): string {
    return statementCsv(this.entries, STATEMENT_TIME_ZONE, labels);
  }
}
