import { makeAutoObservable } from 'mobx';
import type { MemberShell } from '../../../../core/shell/member-shell.model';
import { validateLogin, type LoginInput } from '../../../../core/account/validation/login';
import type { AccountFeature } from '../../../../composition/features/account';
import { FormState, type FormView } from '../../../forms/form-state';

/** Server answers the login form shows (SPEC §4 login form flags), plus an unexpected failure. */
export type LoginFlag = 'unknownUser' | 'deletedAccount' | 'wrongPassword' | 'unexpected';

/** What the form shows (FormView: values, errors, flag, submitting, blocked), installed by `FormState.exposeOn`. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- FormState.exposeOn installs these
export interface LoginFormViewModel extends FormView<LoginInput, LoginFlag> {}

/**
 * The login form: user name or e-mail and password. A field the visitor typed in is checked when
 * they leave it; field errors and server flags clear when they focus a field again; what was typed
 * is kept whatever happens. Fails into `flag` ('unknownUser', 'deletedAccount', 'wrongPassword',
 * 'unexpected').
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the interface above, installed by FormState.exposeOn
export class LoginFormViewModel {
  private readonly form = new FormState<LoginInput, LoginFlag>({
    initial: { username: '', password: '' },
    validate: validateLogin,
    unexpected: 'unexpected',
  }).exposeOn(this);
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
      { account: false, onLoggedIn: false },
      { autoBind: true },
    );
  }

  async submit(): Promise<void> {
    await this.form.submit(async () => {
      const { login, restoreMember } = this.account;
      const result = await login.execute({ username: this.username, password: this.password });
      if (!result.ok) return this.form.refuse(result.error);
      const member = await restoreMember.execute();
      this.onLoggedIn(member);
    });
  }
}
