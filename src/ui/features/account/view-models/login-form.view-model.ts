import { makeAutoObservable } from 'mobx';
import type { MemberShell } from '../../../../core/shell/member-shell.model';
import { validateLogin, type LoginInput } from '../../../../core/account/validation/login';
import type { AccountFeature } from '../../../../composition/features/account';
import { FormState } from '../../../forms/form-state';

/** Server answers the login form shows (SPEC §4 login form flags), plus an unexpected failure. */
export type LoginFlag = 'unknownUser' | 'deletedAccount' | 'wrongPassword' | 'unexpected';

/**
 * The login form: user name or e-mail and password. A field the visitor typed in is checked when
 * they leave it; field errors and server flags clear when they focus a field again; what was typed
 * is kept whatever happens. Fails into `flag` ('unknownUser', 'deletedAccount', 'wrongPassword',
 * 'unexpected').
 */
export class LoginFormViewModel {
  /** What the form shows: its values, errors, flag and submit state (FormState, itself observable). */
  readonly form = new FormState<LoginInput, LoginFlag>({
    initial: { username: '', password: '' },
    validate: validateLogin,
    unexpected: 'unexpected',
  });
  readonly setField = this.form.set;
  /** SPEC §4: the flags clear on focus. */
  readonly focus = this.form.focus;
  readonly blur = this.form.blur;

  constructor(
    private readonly account: Pick<AccountFeature, 'login' | 'restoreMember'>,
    private readonly onLoggedIn: (member: MemberShell | null) => void,
  ) {
    makeAutoObservable<this, 'account' | 'onLoggedIn'>(
      this,
      { form: false, account: false, onLoggedIn: false },
      { autoBind: true },
    );
  }

  async submit(): Promise<void> {
    await this.form.submit(async () => {
      const { login, restoreMember } = this.account;
      const result = await login.execute({
        username: this.form.values.username,
        password: this.form.values.password,
      });
      if (!result.ok) return this.form.refuse(result.error);
      const member = await restoreMember.execute();
      this.onLoggedIn(member);
    });
  }
}
