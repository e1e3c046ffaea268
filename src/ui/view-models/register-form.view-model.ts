import { makeAutoObservable, runInAction } from 'mobx';
import type { MemberShell } from '../../core/model/member-shell';
import type { QueryPairs } from '../../core/rules/query';
import type { RegistrationField } from '../../core/rules/validation/registration';
import type { ValidationKey } from '../../core/rules/validation/validation-keys';
import type { Register } from '../../core/use-cases/register.use-case';
import type { RestoreMember } from '../../core/use-cases/restore-member.use-case';

export type RegisterFlag = 'emailExists' | 'usernameExists' | 'unexpected';

/**
 * The registration form (SPEC §2, §5): user name, e-mail, password and the 18+ and terms
 * confirmation. Registration is blocked while an exists flag is set; flags clear on focus.
 */
export class RegisterFormViewModel {
  username = '';
  email = '';
  password = '';
  ageAndTerms = false;
  errors: Partial<Record<RegistrationField, ValidationKey>> = {};
  flag: RegisterFlag | null = null;
  submitting = false;

  constructor(
    private readonly register: () => Promise<Register>,
    private readonly restoreMember: () => Promise<RestoreMember>,
    private readonly kept: QueryPairs,
    private readonly onRegistered: (member: MemberShell | null, email: string) => void,
  ) {
    makeAutoObservable<this, 'register' | 'restoreMember' | 'kept' | 'onRegistered'>(
      this,
      { register: false, restoreMember: false, kept: false, onRegistered: false },
      { autoBind: true },
    );
  }

  setText(field: 'username' | 'email' | 'password', value: string): void {
    this[field] = value;
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

  get blocked(): boolean {
    return this.submitting || this.flag === 'emailExists' || this.flag === 'usernameExists';
  }

  async submit(): Promise<void> {
    if (this.blocked) return;
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
          if (result.error.kind !== 'invalid') this.flag = result.error.kind;
          else
            this.errors = Object.fromEntries(
              Object.entries(result.error.errors).map(([field, keys]) => [field, keys[0]]),
            );
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
