import { makeAutoObservable, runInAction } from 'mobx';
import type { MemberShell } from '../../../../core/shell/member-shell.model';
import type { AccountFeature } from '../../../../composition/features/account';

/** SPEC §4: the resend confirmation disappears after 10 s. */
export const RESENT_VISIBLE_MS = 10_000;

export type VerificationState = 'validating' | 'success' | 'expired' | 'alreadyVerified' | 'failed';
export type ResendState = 'idle' | 'sending' | 'sent';

/** The account's use-cases the landing runs. */
export type VerifyEmailUseCases = Pick<AccountFeature, 'verifyEmail' | 'restoreMember' | 'resendActivation'>;

export interface VerifyEmailDependencies {
  /** The visitor's stable id (the fingerprint the activation is sent with). */
  fingerprint: () => string;
  /** The member after a successful verification: the frame shows them (and their credits). */
  onMember: (member: MemberShell | null) => void;
  loggedIn: () => boolean;
  /** Resending needs a login: a guest is asked to log in first. */
  askLogin: () => void;
  /** Runs `work` after `ms`; returns a cancel. */
  schedule?: (ms: number, work: () => void) => () => void;
}

function timeout(ms: number, work: () => void): () => void {
  const id = setTimeout(work, ms);
  return () => clearTimeout(id);
}

/**
 * The verification landing (SPEC §2, action=validate): validating, then success with the welcome
 * credits (the member is logged in with the returned token), expired (a resend is offered),
 * already verified (no resend) or failed (a missing, unknown or unreadable link).
 */
export class VerifyEmailViewModel {
  state: VerificationState = 'validating';
  welcomeCredits = 0;
  resend: ResendState = 'idle';
  private started = false;
  private cancelHide: (() => void) | null = null;

  constructor(
    private readonly account: VerifyEmailUseCases,
    private readonly deps: VerifyEmailDependencies,
  ) {
    makeAutoObservable<this, 'account' | 'deps' | 'started' | 'cancelHide'>(
      this,
      { account: false, deps: false, started: false, cancelHide: false },
      { autoBind: true },
    );
  }

  /** Verifies once per landing, however often the dialog mounts (a second try would say 'already verified'). */
  async start(token: string): Promise<void> {
    if (this.started) return;
    this.started = true;
    try {
      const result = await this.account.verifyEmail.execute({ token, fingerprint: this.deps.fingerprint() });
      if (!result.ok) {
        const kind = result.error.kind;
        runInAction(() => (this.state = kind === 'expired' || kind === 'alreadyVerified' ? kind : 'failed'));
        return;
      }
      const member = await this.account.restoreMember.execute();
      this.deps.onMember(member);
      runInAction(() => {
        this.welcomeCredits = result.value.welcomeCredits;
        this.state = 'success';
      });
    } catch {
      runInAction(() => (this.state = 'failed'));
    }
  }

  /** Mails a new link to the logged-in member; a guest logs in first. A failure resets the button. */
  async resendLink(): Promise<void> {
    if (this.resend === 'sending') return;
    if (!this.deps.loggedIn()) {
      this.deps.askLogin();
      return;
    }
    this.resend = 'sending';
    try {
      const result = await this.account.resendActivation.execute();
      runInAction(() => {
        if (!result.ok) {
          this.state = 'alreadyVerified';
          this.resend = 'idle';
          return;
        }
        this.resend = 'sent';
        this.cancelHide?.();
        this.cancelHide = (this.deps.schedule ?? timeout)(RESENT_VISIBLE_MS, () => this.hideResent());
      });
    } catch {
      runInAction(() => (this.resend = 'idle'));
    }
  }

  private hideResent(): void {
    this.resend = 'idle';
    this.cancelHide = null;
  }

  dispose(): void {
    this.cancelHide?.();
    this.cancelHide = null;
  }
}
