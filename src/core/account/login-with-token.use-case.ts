import { attempt } from '../common/attempt';
import { fail, type Result } from '../common/result.model';
import { decodeToken, isExpired } from './token';
import type { Clock } from '../../ports/clock.port';
import type { Credentials } from '../../ports/credentials.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { Storages } from '../../ports/storage.port';
import type { WalletBalance } from '../../ports/wallet-balance.port';
import { SESSION_GONE_LABELS, startSession, type Session } from './session';
import { LOGGED_OUT, readAuthState, writeAuthState } from './auth-state';

export type LoginWithTokenError = { kind: 'invalidToken' } | { kind: 'expired' } | { kind: 'sessionGone' };

/**
 * Starts a session from a token (query action=login, a reset-password link, or the stored token on
 * a later visit). Fails with 'invalidToken' (malformed), 'expired' (exp passed) or 'sessionGone'
 * (the backend answers 401/403); the last two also clear the stored auth state, the session
 * holder and the balance.
 */
export class LoginWithToken {
  constructor(
    private readonly member: MemberApi,
    private readonly credentials: Credentials,
    private readonly balance: WalletBalance,
    private readonly storages: Storages,
    private readonly clock: Clock,
  ) {}

  async execute(input: { token: string }): Promise<Result<Session, LoginWithTokenError>> {
    const payload = decodeToken(input.token);
    if (!payload) return fail({ kind: 'invalidToken' });
    if (isExpired(payload, this.clock.now())) {
      this.forget();
      return fail({ kind: 'expired' });
    }
    const ports = {
      member: this.member,
      credentials: this.credentials,
      balance: this.balance,
      cookie: this.storages.cookie,
    };
    const started = await attempt(() => startSession(ports, input.token), SESSION_GONE_LABELS);
    if (!started.ok) this.forget();
    return started;
  }

  private forget(): void {
    this.credentials.set(null);
    this.balance.update(null);
    const { ageVerified } = readAuthState(this.storages.cookie);
    writeAuthState(this.storages.cookie, { ...LOGGED_OUT, ageVerified });
  }
}
