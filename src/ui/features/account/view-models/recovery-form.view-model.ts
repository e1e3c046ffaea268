import { makeAutoObservable, runInAction } from 'mobx';
import { validateRecovery } from '../../../../core/account/validation/recovery';
import type { ValidationKey } from '../../../../core/common/validation-keys';
import type { AccountFeature } from '../../../../composition/features/account';
import { FormState } from '../../../forms/form-state';

/** What the recovery card can say after a submit besides a rule: SPEC §8 'user does not exist'. */
export type RecoveryFlag = 'notExists' | 'unexpected';

type RecoveryValues = { recovery: string };

/**
 * The recovery card (SPEC §2): an e-mail address or user name (required, at least 4 characters
 * after trimming), then the 'we sent you an e-mail' view; 'go back' returns to the form with the
 * input kept. The rule error and the flag ('notExists', 'unexpected') clear on focus.
 */
export class RecoveryFormViewModel {
  /** What the form shows: its values, errors, flag and submit state (FormState, itself observable). */
  readonly form = new FormState<RecoveryValues, RecoveryFlag>({
    initial: { recovery: '' },
    validate: validateRecovery,
    unexpected: 'unexpected',
  });
  complete = false;
  private readonly input = this.form.field('recovery');
  readonly setRecovery = this.input.set;
  readonly focus = this.input.focus;
  readonly blur = this.input.blur;

  constructor(private readonly account: Pick<AccountFeature, 'recoverPassword'>) {
    makeAutoObservable<this, 'account'>(this, { form: false, account: false }, { autoBind: true });
  }

  get error(): ValidationKey | null {
    return this.form.errors.recovery ?? null;
  }

  async submit(): Promise<void> {
    await this.form.submit(async () => {
      const result = await this.account.recoverPassword.execute({ recovery: this.form.values.recovery });
      runInAction(() => {
        if (result.ok) this.complete = true;
        else this.form.refuse(result.error);
      });
    });
  }

  /** SPEC §2: 'go back' returns from the complete view to the form. */
  goBack(): void {
    this.complete = false;
  }
}
