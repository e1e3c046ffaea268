import { makeAutoObservable, runInAction } from 'mobx';
import {
  validatePasswordChange,
  type PasswordChangeField,
  type PasswordChangeInput,
} from '../../../../core/account/validation/password-change';
import type { AccountFeature } from '../../../../composition/features/account';
import { FormState } from '../../../forms/form-state';

/** What the password form can say after a submit besides field errors (SPEC §8). */
export type PasswordFlag = 'wrongOldPassword' | 'linkExpired' | 'loginRequired' | 'unexpected';

/**
 * The password change (SPEC §2): old password, new password and repeat. From a reset e-mail the
 * old password is the link's one-time password and is not asked for; a rejected one there means
 * the link has expired. Errors show per field on blur and on submit, clear on focus; what was
 * typed is kept whatever happens.
 */
export class PasswordFormViewModel {
  /** What the form shows: its values, errors, flag and submit state (FormState, itself observable). */
  readonly form: FormState<PasswordChangeInput, PasswordFlag>;
  changed = false;
  readonly setField: (field: PasswordChangeField, value: string) => void;
  /** SPEC §4: flags and errors clear on focus. */
  readonly focus: (field: PasswordChangeField) => void;
  /** Checks one field when the visitor leaves it, once something was typed. */
  readonly blur: (field: PasswordChangeField) => void;

  constructor(
    /** The account feature, loaded with the first submit: the settings page is server-rendered. */
    private readonly account: () => Promise<Pick<AccountFeature, 'changePassword'>>,
    /** The one-time password of a reset link; null on the settings page. */
    readonly linkPassword: string | null = null,
  ) {
    this.form = new FormState<PasswordChangeInput, PasswordFlag>({
      initial: { password: linkPassword ?? '', newPassword: '', repeatNewPassword: '' },
      validate: validatePasswordChange,
      unexpected: 'unexpected',
      // A spent link stays spent: only a new e-mail helps, so focusing a field does not hide it.
      clearsOnFocus: (flag) => flag !== 'linkExpired',
      onEdit: () => (this.changed = false),
    });
    this.setField = this.form.set;
    this.focus = this.form.focus;
    this.blur = this.form.blur;
    makeAutoObservable<this, 'account'>(this, { form: false, account: false }, { autoBind: true });
  }

  get fromEmailLink(): boolean {
    return this.linkPassword !== null;
  }

  async submit(): Promise<void> {
    await this.form.submit(async () => {
      const { changePassword } = await this.account();
      const result = await changePassword.execute({
        password: this.form.values.password,
        newPassword: this.form.values.newPassword,
        repeatNewPassword: this.form.values.repeatNewPassword,
        fromEmailLink: this.fromEmailLink,
      });
      runInAction(() => {
        if (!result.ok) return this.form.refuse(result.error);
        this.form.reset();
        this.changed = true;
      });
    });
  }
}
