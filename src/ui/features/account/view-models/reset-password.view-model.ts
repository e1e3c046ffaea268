import { makeAutoObservable, runInAction } from 'mobx';
import type { MemberShell } from '../../../../core/shell/member-shell.model';
import type { AccountFeature } from '../../../../composition/features/account';
import { PasswordFormViewModel } from './password-form.view-model';

/** SPEC §2: without a token or login the reset dialog goes home after 1 s. */
export const RESET_HOME_DELAY_MS = 1000;

export type ResetState = 'opening' | 'ready' | 'missing' | 'expired' | 'failed';

/** The account's use-cases the dialog runs (the password form's included). */
export type ResetPasswordUseCases = Pick<
  AccountFeature,
  'openResetLink' | 'restoreMember' | 'changePassword'
>;

export interface ResetPasswordDependencies {
  /** The link's member once logged in: the frame shows them. */
  onMember: (member: MemberShell | null) => void;
  loggedIn: () => boolean;
  /** Closes the dialog and goes to the home page. */
  goHome: () => void;
  wait?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The reset-password dialog of an e-mail link (SPEC §2, action=resetpassword): logs out any
 * session and logs in with the link's token, then offers the password form with the link's
 * one-time password as the old one. Without a token a logged-in member gets the plain form
 * (old password asked); a guest is told so and taken home after 1 s. A token the backend refuses
 * shows 'link expired'; an unexpected failure 'failed'.
 */
export class ResetPasswordViewModel {
  state: ResetState = 'opening';
  form: PasswordFormViewModel | null = null;
  private started = false;

  constructor(
    private readonly account: ResetPasswordUseCases,
    private readonly deps: ResetPasswordDependencies,
  ) {
    makeAutoObservable<this, 'account' | 'deps' | 'started'>(
      this,
      { account: false, deps: false, started: false },
      { autoBind: true },
    );
  }

  /** Opens the link once per dialog, however often it mounts. */
  async start(link: { token: string | null; password: string | null }): Promise<void> {
    if (this.started) return;
    this.started = true;
    if (!link.token) {
      if (this.deps.loggedIn()) this.ready(null);
      else await this.leave();
      return;
    }
    try {
      const result = await this.account.openResetLink.execute({ token: link.token });
      if (!result.ok) {
        // The link ended any session before its own token was refused: the visitor is a guest now.
        this.deps.onMember(null);
        runInAction(() => (this.state = 'expired'));
        return;
      }
      this.deps.onMember(await this.account.restoreMember.execute());
      this.ready(link.password);
    } catch {
      runInAction(() => (this.state = 'failed'));
    }
  }

  private ready(linkPassword: string | null): void {
    const { changePassword } = this.account;
    this.form = new PasswordFormViewModel(async () => ({ changePassword }), linkPassword);
    this.state = 'ready';
  }

  private async leave(): Promise<void> {
    this.state = 'missing';
    await (this.deps.wait ?? pause)(RESET_HOME_DELAY_MS);
    this.deps.goHome();
  }
}
