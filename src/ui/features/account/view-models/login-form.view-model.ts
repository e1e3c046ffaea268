import { makeAutoObservable, runInAction } from 'mobx';
import type { MemberShell } from '../../../../core/shell/member-shell.model';
import { validateLogin, type LoginField } from '../../../../core/account/validation/login';
import { firstErrors, type FirstErrors } from '../../../../core/account/validation/validation-keys';
import type { Login } from '../../../../core/account/login.use-case';
import type { RestoreMember } from '../../../../core/account/restore-member.use-case';

/** Server answers the login form shows (SPEC §4 login form flags), plus an unexpected failure. */
export type LoginFlag = 'unknownUser' | 'deletedAccount' | 'wrongPassword' | 'unexpected';

/**
 * The login form: user name or e-mail and password. A field the visitor typed in is checked when
 * they leave it; field errors and server flags clear when they focus a field again; what was typed
 * is kept whatever happens. Fails into `flag` ('unknownUser', 'deletedAccount', 'wrongPassword',
 * 'unexpected').
 */
export class LoginFormViewModel {
  username = '';
  password = '';
  errors: FirstErrors<LoginField> = {};
  flag: LoginFlag | null = null;
  submitting = false;
  private readonly touched = new Set<LoginField>();

  constructor(
    private readonly login: () => Promise<Login>,
    private readonly restoreMember: () => Promise<RestoreMember>,
    private readonly onLoggedIn: (member: MemberShell | null) => void,
  ) {
    makeAutoObservable<this, 'login' | 'restoreMember' | 'onLoggedIn' | 'touched'>(
      this,
      { login: false, restoreMember: false, onLoggedIn: false, touched: false },
      { autoBind: true },
    );
  }

  setField(field: LoginField, value: string): void {
    this[field] = value;
    this.touched.add(field);
  }

  /** SPEC §4: the flags clear on focus. */
  focus(field: LoginField): void {
    this.errors = { ...this.errors, [field]: undefined };
    this.flag = null;
  }

  /** Checks a field the visitor typed in when they leave it (an untouched one stays quiet). */
  blur(field: LoginField): void {
    if (!this.touched.has(field)) return;
    this.errors = { ...this.errors, [field]: firstErrors(validateLogin(this))[field] };
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    const errors = firstErrors(validateLogin(this));
    if (Object.keys(errors).length > 0) {
      this.errors = errors;
      return;
    }
    this.submitting = true;
    this.flag = null;
    try {
      const result = await (await this.login()).execute({ username: this.username, password: this.password });
      if (!result.ok) {
        runInAction(() => {
          if (result.error.kind === 'invalid') this.errors = firstErrors(result.error.errors);
          else this.flag = result.error.kind;
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
