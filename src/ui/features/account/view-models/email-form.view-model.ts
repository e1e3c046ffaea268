import { makeAutoObservable, runInAction } from 'mobx';
import { validateEmailChange, type EmailChangeField } from '../../../../core/account/validation/email-change';
import type { AccountFeature } from '../../../../composition/features/account';
import { FormState } from '../../../forms/form-state';

/** What the e-mail form can say after a submit besides field errors (SPEC §8). */
export type EmailFlag = 'emailExists' | 'unexpected';

/**
 * The e-mail change of the settings page (SPEC §5): a new address, not the current one, typed
 * twice and not in use. Errors show per field on blur and on submit and clear on focus; a submit
 * waits while the address is known to be taken; what was typed is kept after a failure.
 */
export class EmailFormViewModel {
  /** What the form shows: its values, errors, flag and submit state (FormState, itself observable). */
  readonly form = new FormState<Record<EmailChangeField, string>, EmailFlag>({
    initial: { email: '', repeatEmail: '' },
    validate: (values) => validateEmailChange({ oldEmail: this.currentEmail(), ...values }),
    unexpected: 'unexpected',
    // SPEC §5: no submit while the address is known to be taken (until a field is focused again).
    holdsSubmit: (flag) => flag === 'emailExists',
    onEdit: () => (this.changedTo = null),
  });
  /** The address just stored, for the success message; null until a change went through. */
  changedTo: string | null = null;
  readonly setField = this.form.set;
  /** SPEC §4: errors and flags clear on focus. */
  readonly focus = this.form.focus;
  /** Checks one field when the visitor leaves it, once something was typed. */
  readonly blur = this.form.blur;

  constructor(
    /** The account feature, loaded with the first submit: the settings page is server-rendered. */
    private readonly account: () => Promise<Pick<AccountFeature, 'changeEmail'>>,
    /** The member's current address, read at each check (it changes with every success). */
    private readonly currentEmail: () => string,
    private readonly onChanged: (email: string) => void,
  ) {
    makeAutoObservable<this, 'account' | 'currentEmail' | 'onChanged'>(
      this,
      { form: false, account: false, currentEmail: false, onChanged: false },
      { autoBind: true },
    );
  }

  async submit(): Promise<void> {
    await this.form.submit(async () => {
      const { changeEmail } = await this.account();
      const result = await changeEmail.execute({
        oldEmail: this.currentEmail(),
        email: this.form.values.email,
        repeatEmail: this.form.values.repeatEmail,
      });
      runInAction(() => {
        if (result.ok) this.succeed(result.value.email);
        else this.form.refuse(result.error);
      });
    });
  }

  private succeed(email: string): void {
    this.form.reset();
    this.changedTo = email;
    this.onChanged(email);
  }
}
