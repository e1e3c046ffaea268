import { makeAutoObservable, runInAction } from 'mobx';
import type { MemberShell } from '../../../../core/shell/member-shell.model';
import type { QueryPairs } from '../../../../core/common/query';
import {
  validateRegistration,
  type RegistrationField,
} from '../../../../core/account/validation/registration';
import { firstErrors, type FirstErrors } from '../../../../core/account/validation/validation-keys';
import type { Register } from '../../../../core/account/register.use-case';
import type { RestoreMember } from '../../../../core/account/restore-member.use-case';

export type RegisterFlag = 'emailExists' | 'usernameExists' | 'unexpected';

type TextField = 'username' | 'email' | 'password';

/**
 * The registration form (SPEC §2, §5): user name, e-mail, password and the 18+ and terms
 * confirmation. A field the visitor typed in is checked when they leave it; registration is
 * blocked while a shown error or an exists flag stands, and both clear on focus. Fails into
 * `flag` ('emailExists', 'usernameExists', 'unexpected').
 */
export class RegisterFormViewModel {
  username = '';
  email = '';
  password = '';
  ageAndTerms = false;
  errors: FirstErrors<RegistrationField> = {};
  flag: RegisterFlag | null = null;
  submitting = false;
  private readonly touched = new Set<TextField>();

  constructor(
    private readonly register: () => Promise<Register>,
    private readonly restoreMember: () => Promise<RestoreMember>,
    private readonly kept: QueryPairs,
    private readonly onRegistered: (member: MemberShell | null, email: string) => void,
  ) {
    makeAutoObservable<this, 'register' | 'restoreMember' | 'kept' | 'onRegistered' | 'touched'>(
      this,
      { register: false, restoreMember: false, kept: false, onRegistered: false, touched: false },
      { autoBind: true },
    );
  }

  setText(field: TextField, value: string): void {
    this[field] = value;
    this.touched.add(field);
  }

  setAgeAndTerms(value: boolean): void {
    this.ageAndTerms = value;
    this.errors = { ...this.errors, ageAndTerms: undefined };
  }

  focus(field: RegistrationField): void {
    this.errors = { ...this.errors, [field]: undefined };
    if (field === 'email' && this.flag === 'emailExists') this.flag = null;
    if (field === 'username' && this.flag === 'usernameExists') this.flag = null;
    if (this.flag === 'unexpected') this.flag = null;
  }

  /** SPEC §5 rules of one field, when the visitor leaves a field they typed in. */
  blur(field: TextField): void {
    if (!this.touched.has(field)) return;
    this.errors = { ...this.errors, [field]: firstErrors(validateRegistration(this))[field] };
  }

  get hasErrors(): boolean {
    return Object.values(this.errors).some(Boolean);
  }

  get blocked(): boolean {
    return this.submitting || this.hasErrors || this.flag === 'emailExists' || this.flag === 'usernameExists';
  }

  async submit(): Promise<void> {
    if (this.blocked) return;
    const errors = firstErrors(validateRegistration(this));
    if (Object.keys(errors).length > 0) {
      this.errors = errors;
      return;
    }
    this.submitting = true;
    const input = {
      username: this.username,
      email: this.email,
      password: this.password,
      ageAndTerms: this.ageAndTerms,
    };
    try {
      const result = await (await this.register()).execute({ ...input, meta: Object.fromEntries(this.kept) });
      if (!result.ok) {
        runInAction(() => {
          if (result.error.kind === 'invalid') this.errors = firstErrors(result.error.errors);
          else this.flag = result.error.kind;
        });
        return;
      }
      const member = await (await this.restoreMember()).execute();
      this.onRegistered(member, this.email.trim());
    } catch {
      runInAction(() => (this.flag = 'unexpected'));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
