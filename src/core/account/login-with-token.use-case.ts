import { fail, ok, type Result } from '../common/result.model';
import { decodeToken, isExpired } from './token';
import type { Clock } from '../../ports/clock.port';
import type { InboxApi } from '../../ports/inbox-api.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { Storages } from '../../ports/storage.port';
import {
  isSessionGone,
  LOGGED_OUT,
  readAuthState,
  startSession,
  writeAuthState,
  type Session,
} from './session';

export type LoginWithTokenError = { kind: 'invalidToken' } | { kind: 'expired' } | { kind: 'sessionGone' };

/**
 * Starts a session from a token (query action=login, a reset-password link, or the stored token on
 * a later visit). Fails with 'invalidToken' (malformed), 'expired' (exp passed) or 'sessionGone'
 * (the backend answers 401/403); the last two also clear the stored auth state.
 */
export class LoginWithToken {
  constructor(
    private readonly member: MemberApi,
    private readonly inbox: InboxApi,
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
    try {
      return ok(
        await startSession(
          { member: this.member, inbox: this.inbox, cookie: this.storages.cookie },
          input.token,
        ),
      );
    } catch (error) {
      if (!isSessionGone(error)) throw error;
      this.forget();
      return fail({ kind: 'sessionGone' });
    }
  }

  private forget(): void {
    const { ageVerified } = readAuthState(this.storages.cookie);
    writeAuthState(this.storages.cookie, { ...LOGGED_OUT, ageVerified });
  }
}
