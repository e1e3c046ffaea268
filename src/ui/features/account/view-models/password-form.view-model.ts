import { makeAutoObservable, runInAction } from 'mobx';
import {
  validatePasswordChange,
  type PasswordChangeField,
} from '../../../../core/account/validation/password-change';
import { firstErrors, type ValidationKey } from '../../../../core/account/validation/validation-keys';
import type { ChangePassword } from '../../../../core/account/change-password.use-case';

/** What the password form can say after a submit besides field errors (SPEC §8). */
export type PasswordFlag = 'wrongOldPassword' | 'linkExpired' | 'loginRequired' | 'unexpected';

/**
 * The password change (SPEC §2): old password, new password and repeat. From a reset e-mail the
 * old password is the link's one-time password and is not asked for; a rejected one there means
 * the link has expired. Errors show per field on blur and on submit, clear on focus; what was
 * typed is kept whatever happens.
 */
export class PasswordFormViewModel {
  password: string;
  newPassword = '';
  repeatNewPassword = '';
  errors: Partial<Record<PasswordChangeField, ValidationKey>> = {};
  flag: PasswordFlag | null = null;
  submitting = false;
  changed = false;

  constructor(
    private readonly changePassword: () => Promise<ChangePassword>,
    /** The one-time password of a reset link; null on the settings page. */
    readonly linkPassword: string | null = null,
  ) {
    this.password = linkPassword ?? '';
    makeAutoObservable<this, 'changePassword'>(this, { changePassword: false }, { autoBind: true });
  }

  get fromEmailLink(): boolean {
    return this.linkPassword !== null;
  }

  setField(field: PasswordChangeField, value: string): void {
    this[field] = value;
    this.changed = false;
  }

  /** SPEC §4: flags and errors clear on focus. */
  focus(field: PasswordChangeField): void {
    this.errors = { ...this.errors, [field]: undefined };
    if (this.flag !== 'linkExpired') this.flag = null;
  }

  /** Checks one field when the visitor leaves it, once something was typed. */
  blur(field: PasswordChangeField): void {
    if (this[field] === '') return;
    const first = this.validate()[field];
    if (first) this.errors = { ...this.errors, [field]: first };
  }

  private validate(): Partial<Record<PasswordChangeField, ValidationKey>> {
    const errors = validatePasswordChange(this);
    return firstErrors(errors);
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    const errors = this.validate();
    if (Object.values(errors).some(Boolean)) {
      this.errors = errors;
      return;
    }
    this.submitting = true;
    this.flag = null;
    try {
      const result = await (
        await this.changePassword()
      ).execute({
        password: this.password,
        newPassword: this.newPassword,
        repeatNewPassword: this.repeatNewPassword,
        fromEmailLink: this.fromEmailLink,
      });
      runInAction(() => {
        if (result.ok) {
          this.changed = true;
          this.password = this.linkPassword ?? '';
          this.newPassword = '';
          this.repeatNewPassword = '';
        } else if (result.error.kind === 'invalid') this.errors = firstErrors(result.error.errors);
        else this.flag = result.error.kind;
      });
    } catch {
      runInAction(() => (this.flag = 'unexpected'));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
