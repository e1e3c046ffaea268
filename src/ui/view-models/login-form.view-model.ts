import { makeAutoObservable, runInAction } from 'mobx';
import type { MemberShell } from '../../core/model/member-shell';
import type { LoginField } from '../../core/rules/validation/login';
import type { ValidationKey } from '../../core/rules/validation/validation-keys';
import type { Login } from '../../core/use-cases/login.use-case';
import type { RestoreMember } from '../../core/use-cases/restore-member.use-case';

/** Server answers the login form shows (SPEC §4 login form flags), plus an unexpected failure. */
export type LoginFlag = 'unknownUser' | 'deletedAccount' | 'wrongPassword' | 'unexpected';

/**
 * The login form: user name or e-mail and password. Field errors and server flags clear when the
 * visitor focuses a field again; what was typed is kept whatever happens.
 */
export class LoginFormViewModel {
  username = '';
  password = '';
  errors: Partial<Record<LoginField, ValidationKey>> = {};
  flag: LoginFlag | null = null;
  submitting = false;

  constructor(
    private readonly login: () => Promise<Login>,
    private readonly restoreMember: () => Promise<RestoreMember>,
    private readonly onLoggedIn: (member: MemberShell | null) => void,
  ) {
    makeAutoObservable<this, 'login' | 'restoreMember' | 'onLoggedIn'>(
      this,
      { login: false, restoreMember: false, onLoggedIn: false },
      { autoBind: true },
    );
  }

  setField(field: LoginField, value: string): void {
    this[field] = value;
  }

  /** SPEC §4: the flags clear on focus. */
  focus(field: LoginField): void {
    this.errors = { ...this.errors, [field]: undefined };
    this.flag = null;
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    this.submitting = true;
    this.flag = null;
    try {
      const result = await (await this.login()).execute({ username: this.username, password: this.password });
      if (!result.ok) {
        runInAction(() => {
          if (result.error.kind === 'invalid') {
            const { username, password } = result.error.errors;
            this.errors = { username: username[0], password: password[0] };
          } else this.flag = result.error.kind;
        });
        return;
      }
      const member = await (await this.restoreMember()).execute();
      this.onLoggedIn(member);
    } catch {
      runInAction(() => (this.flag = 'unexpected'));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
