import { makeAutoObservable, runInAction } from 'mobx';
import { validateEmailChange, type EmailChangeField } from '../../../../core/account/validation/email-change';
import { firstErrors, type FirstErrors } from '../../../../core/account/validation/validation-keys';
import type { ChangeEmail } from '../../../../core/account/change-email.use-case';

/** What the e-mail form can say after a submit besides field errors (SPEC §8). */
export type EmailFlag = 'emailExists' | 'unexpected';

/**
 * The e-mail change of the settings page (SPEC §5): a new address, not the current one, typed
 * twice and not in use. Errors show per field on blur and on submit and clear on focus; a submit
 * waits while the address is known to be taken; what was typed is kept after a failure.
 */
export class EmailFormViewModel {
  email = '';
  repeatEmail = '';
  errors: FirstErrors<EmailChangeField> = {};
  flag: EmailFlag | null = null;
  submitting = false;
  /** The address just stored, for the success message; null until a change went through. */
  changedTo: string | null = null;

  constructor(
    private readonly changeEmail: () => Promise<ChangeEmail>,
    /** The member's current address, read at each check (it changes with every success). */
    private readonly currentEmail: () => string,
    private readonly onChanged: (email: string) => void,
  ) {
    makeAutoObservable<this, 'changeEmail' | 'currentEmail' | 'onChanged'>(
      this,
      { changeEmail: false, currentEmail: false, onChanged: false },
      { autoBind: true },
    );
  }

  setField(field: EmailChangeField, value: string): void {
    this[field] = value;
    this.changedTo = null;
  }

  /** SPEC §4: errors and flags clear on focus. */
  focus(field: EmailChangeField): void {
    this.errors = { ...this.errors, [field]: undefined };
    this.flag = null;
  }

  /** Checks one field when the visitor leaves it, once something was typed. */
  blur(field: EmailChangeField): void {
    if (this[field].trim() === '') return;
    const first = this.validate()[field];
    if (first) this.errors = { ...this.errors, [field]: first };
  }

  /** SPEC §5: no submit while the address is known to be taken (until the field is focused again). */
  get blocked(): boolean {
    return this.submitting || this.flag === 'emailExists';
  }

  private validate(): FirstErrors<EmailChangeField> {
    return firstErrors(
      validateEmailChange({
        oldEmail: this.currentEmail(),
        email: this.email,
        repeatEmail: this.repeatEmail,
      }),
    );
  }

  async submit(): Promise<void> {
    if (this.blocked) return;
    const errors = this.validate();
    if (Object.values(errors).some(Boolean)) {
      this.errors = errors;
      return;
    }
    this.submitting = true;
    this.flag = null;
    try {
      const result = await (
        await this.changeEmail()
      ).execute({ oldEmail: this.currentEmail(), email: this.email, repeatEmail: this.repeatEmail });
      runInAction(() => {
        if (result.ok) this.succeed(result.value.email);
        else if (result.error.kind === 'invalid') this.errors = firstErrors(result.error.errors);
        else this.flag = result.error.kind;
      });
    } catch {
      runInAction(() => (this.flag = 'unexpected'));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  private succeed(email: string): void {
    this.email = '';
    this.repeatEmail = '';
    this.errors = {};
    this.changedTo = email;
    this.onChanged(email);
  }
}
