import { makeAutoObservable, runInAction } from 'mobx';
import { validateRecovery } from '../../../../core/account/validation/recovery';
import { firstErrors, type ValidationKey } from '../../../../core/account/validation/validation-keys';
import type { RecoverPassword } from '../../../../core/account/recover-password.use-case';

/** What the recovery card can say after a submit besides a rule: SPEC §8 'user does not exist'. */
export type RecoveryFlag = 'notExists' | 'unexpected';

/**
 * The recovery card (SPEC §2): an e-mail address or user name (required, at least 4 characters
 * after trimming), then the 'we sent you an e-mail' view; 'go back' returns to the form with the
 * input kept. The rule error and the flag ('notExists', 'unexpected') clear on focus.
 */
export class RecoveryFormViewModel {
  recovery = '';
  error: ValidationKey | null = null;
  flag: RecoveryFlag | null = null;
  submitting = false;
  complete = false;
  private touched = false;

  constructor(private readonly recoverPassword: () => Promise<RecoverPassword>) {
    makeAutoObservable<this, 'recoverPassword' | 'touched'>(
      this,
      { recoverPassword: false, touched: false },
      { autoBind: true },
    );
  }

  setRecovery(value: string): void {
    this.recovery = value;
    this.touched = true;
  }

  focus(): void {
    this.error = null;
    this.flag = null;
  }

  blur(): void {
    if (this.touched) this.error = this.firstError();
  }

  private firstError(): ValidationKey | null {
    return firstErrors(validateRecovery(this)).recovery ?? null;
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    this.error = this.firstError();
    if (this.error) return;
    this.submitting = true;
    this.flag = null;
    try {
      const result = await (await this.recoverPassword()).execute({ recovery: this.recovery });
      runInAction(() => {
        if (result.ok) this.complete = true;
        else if (result.error.kind === 'notExists') this.flag = 'notExists';
        else this.error = firstErrors(result.error.errors).recovery ?? null;
      });
    } catch {
      runInAction(() => (this.flag = 'unexpected'));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** SPEC §2: 'go back' returns from the complete view to the form. */
  goBack(): void {
    this.complete = false;
  }
}
