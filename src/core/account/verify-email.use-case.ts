import { ERROR_LABELS } from '../common/api-error.model';
import { attempt, type LabelMap } from '../common/attempt';
import { fail, ok, type Result } from '../common/result.model';
import { decodeToken, isExpired } from './token';
import type { Clock } from '../../ports/clock.port';
import type { Credentials } from '../../ports/credentials.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { Storages } from '../../ports/storage.port';
import type { WalletBalance } from '../../ports/wallet-balance.port';
import { startSession, type Session } from './session';

export interface VerifyEmailInput {
  /** The token from the verification link (query action=validate&token=...). */
  token: string;
  /** The visitor's fingerprint id. */
  fingerprint: string;
}

export type VerifyEmailError =
  { kind: 'missingToken' } | { kind: 'notExists' } | { kind: 'alreadyVerified' } | { kind: 'expired' };

const FAILURES: LabelMap<VerifyEmailError> = {
  [ERROR_LABELS.activationNotExists]: { kind: 'notExists' },
  [ERROR_LABELS.activationVerified]: { kind: 'alreadyVerified' },
  [ERROR_LABELS.activationExpired]: { kind: 'expired' },
};

/**
 * Confirms the member's e-mail address (SPEC §2 verification landing): activates with token and
 * fingerprint, then logs in with the returned token; returns the session and the welcome credits.
 * Fails with 'missingToken', 'notExists', 'alreadyVerified' (no resend) or 'expired' (resend
 * offered; also when a JWT-shaped link token's exp has passed, without calling the backend).
 */
export class VerifyEmail {
  constructor(
    private readonly member: MemberApi,
    private readonly credentials: Credentials,
    private readonly balance: WalletBalance,
    private readonly storages: Storages,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: VerifyEmailInput,
  ): Promise<Result<{ session: Session; welcomeCredits: number }, VerifyEmailError>> {
    const token = input.token.trim();
    if (token === '') return fail({ kind: 'missingToken' });
    const payload = decodeToken(token);
    if (payload && isExpired(payload, this.clock.now())) return fail({ kind: 'expired' });
    const activated = await attempt(() => this.member.activate(token, input.fingerprint), FAILURES);
    if (!activated.ok) return activated;
    const activation = activated.value;
    const ports = {
      member: this.member,
      credentials: this.credentials,
      balance: this.balance,
      cookie: this.storages.cookie,
    };
    // The session's balance (from basic info) already includes the welcome credits.
    const session = await startSession(ports, activation.token);
    return ok({ session, welcomeCredits: activation.credits });
  }
}
