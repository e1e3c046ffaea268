import { makeAutoObservable, runInAction } from 'mobx';
import type { ValidationKey } from '../../../../core/common/validation-keys';
import { limitCredits, validateLimitInput, type LimitInput } from '../../../../core/wallet/limit-input.rules';
import type {
  LimitPeriod,
  LimitRaise,
  SpendingLimitsState,
} from '../../../../core/wallet/spending-limits.model';
import { FormState } from '../../../forms/form-state';
import type { LimitsBook } from './spending-limits.view-model';

/** What the last change did, as the backend answered it: held at once, removed, or waiting. */
export type LimitSaved =
  { kind: 'set'; credits: number } | { kind: 'removed' } | { kind: 'waiting'; raise: LimitRaise };

function savedOf(state: SpendingLimitsState, period: LimitPeriod, credits: number | null): LimitSaved {
  const raise = state.settings.raises.find((waiting) => waiting.period === period);
  if (raise) return { kind: 'waiting', raise };
  return credits === null ? { kind: 'removed' } : { kind: 'set', credits };
}

/**
 * One period's limit: what holds, a raise waiting out its cooling-off time, what the period counted,
 * and a form to set a new limit or remove it. A failed change shows an error and keeps the input;
 * the same button tries again.
 */
export class LimitFormViewModel {
  readonly form = new FormState<LimitInput, 'failed'>({
    initial: { credits: '' },
    validate: validateLimitInput,
    unexpected: 'failed',
    onEdit: () => (this.saved = null),
  });
  saved: LimitSaved | null = null;
  removing = false;
  removeFailed = false;
  private readonly input = this.form.field('credits');
  readonly setCredits = this.input.set;
  readonly focus = this.input.focus;
  readonly blur = this.input.blur;

  constructor(
    readonly period: LimitPeriod,
    private readonly book: LimitsBook,
  ) {
    makeAutoObservable<this, 'book'>(this, { form: false, period: false, book: false }, { autoBind: true });
  }

  /** The limit in force; null when the period is unbounded. */
  get limit(): number | null {
    return this.book.state?.settings.limits[this.period] ?? null;
  }

  get raise(): LimitRaise | null {
    return this.book.state?.settings.raises.find((raise) => raise.period === this.period) ?? null;
  }

  get spent(): number {
    return this.book.state?.totals.spent[this.period] ?? 0;
  }

  get bought(): number {
    return this.book.state?.totals.bought[this.period] ?? 0;
  }

  get error(): ValidationKey | null {
    return this.form.errors.credits ?? null;
  }

  get failed(): boolean {
    return this.form.flag === 'failed' || this.removeFailed;
  }

  get busy(): boolean {
    return this.form.submitting || this.removing;
  }

  submit(): Promise<void> {
    if (this.removing) return Promise.resolve();
    this.removeFailed = false;
    return this.form.submit(async () => {
      const credits = limitCredits(this.form.values);
      if (await this.change(credits)) runInAction(() => this.form.reset());
    });
  }

  /** Removes the period's limit (after the cooling-off time, as a raise); the input stays as typed. */
  async remove(): Promise<void> {
    if (this.busy) return;
    this.removing = true;
    this.removeFailed = false;
    this.form.clearError('credits');
    const changed = await this.change(null);
    runInAction(() => {
      this.removing = false;
      this.removeFailed = !changed;
    });
  }

  private async change(credits: number | null): Promise<boolean> {
    const result = await this.book.wallet.changeSpendingLimit.execute({ period: this.period, credits });
    runInAction(() => {
      if (result.ok) {
        this.book.accept(result.value);
        this.saved = savedOf(result.value, this.period, credits);
      } else if (credits !== null) this.form.setFlag('failed');
    });
    return result.ok;
  }
}
