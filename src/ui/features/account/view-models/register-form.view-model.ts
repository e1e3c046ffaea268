import { makeAutoObservable } from 'mobx';
import type { MemberShell } from '../../../../core/shell/member-shell.model';
import type { QueryPairs } from '../../../../core/common/query';
import {
  validateRegistration,
  type RegistrationField,
  type RegistrationInput,
} from '../../../../core/account/validation/registration';
import type { AccountFeature } from '../../../../composition/features/account';
import { FormState } from '../../../forms/form-state';

export type RegisterFlag = 'emailExists' | 'usernameExists' | 'unexpected';

type TextField = 'username' | 'email' | 'password';

/** The field each exists flag belongs to: focusing that field clears it, any focus the others (SPEC §4). */
const FLAG_FIELDS: Record<RegisterFlag, RegistrationField | null> = {
  emailExists: 'email',
  usernameExists: 'username',
  unexpected: null,
};

/**
 * The registration form (SPEC §2, §5): user name, e-mail, password and the 18+ and terms
 * confirmation. A field the visitor typed in is checked when they leave it; registration is
 * blocked while a shown error or an exists flag stands, and both clear on focus. Fails into
 * `flag` ('emailExists', 'usernameExists', 'unexpected').
 */
export class RegisterFormViewModel {
  /** What the form shows: its values, errors, flag and submit state (FormState, itself observable). */
  readonly form = new FormState<RegistrationInput, RegisterFlag>({
    initial: { username: '', email: '', password: '', ageAndTerms: false },
    validate: validateRegistration,
    unexpected: 'unexpected',
    clearsOnFocus: (flag, field) => FLAG_FIELDS[flag] === null || FLAG_FIELDS[flag] === field,
    holdsSubmit: (flag) => FLAG_FIELDS[flag] !== null,
    errorsHoldSubmit: true,
  });
  readonly setText: (field: TextField, value: string) => void = this.form.set;
  readonly focus = this.form.focus;
  /** SPEC §5 rules of one field, when the visitor leaves a field they typed in. */
  readonly blur: (field: TextField) => void = this.form.blur;

  constructor(
    private readonly account: Pick<AccountFeature, 'register' | 'restoreMember'>,
    private readonly kept: QueryPairs,
    private readonly onRegistered: (member: MemberShell | null, email: string) => void,
  ) {
    makeAutoObservable<this, 'account' | 'kept' | 'onRegistered'>(
      this,
      { form: false, account: false, kept: false, onRegistered: false },
      { autoBind: true },
    );
  }

  setAgeAndTerms(value: boolean): void {
    this.form.set('ageAndTerms', value);
    this.form.clearError('ageAndTerms');
  }

  async submit(): Promise<void> {
    await this.form.submit(async () => {
      const input = {
        username: this.form.values.username,
        email: this.form.values.email,
        password: this.form.values.password,
        ageAndTerms: this.form.values.ageAndTerms,
      };
      const { register, restoreMember } = this.account;
      const result = await register.execute({ ...input, meta: Object.fromEntries(this.kept) });
      if (!result.ok) return this.form.refuse(result.error);
      const member = await restoreMember.execute();
      this.onRegistered(member, this.form.values.email.trim());
    });
  }
}
