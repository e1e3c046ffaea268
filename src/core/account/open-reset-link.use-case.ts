import { fail, type Result } from '../common/result.model';
import type { Credentials } from '../../ports/credentials.port';
import type { Storages } from '../../ports/storage.port';
import type { WalletBalance } from '../../ports/wallet-balance.port';
import type { LoginWithToken, LoginWithTokenError } from './login-with-token.use-case';
import { endSession, type Session } from './session';

export type OpenResetLinkError = LoginWithTokenError | { kind: 'missingToken' };

/**
 * SPEC §2 reset from e-mail (action=resetpassword&token=): works without a login; logs out any
 * current session, then logs in with the link's token, so the password form changes the
 * password of the link's member. Fails with 'missingToken' or LoginWithToken's failures.
 */
export class OpenResetLink {
  constructor(
    private readonly credentials: Credentials,
    private readonly balance: WalletBalance,
    private readonly storages: Storages,
    private readonly loginWithToken: LoginWithToken,
  ) {}

  async execute(input: { token: string | null }): Promise<Result<Session, OpenResetLinkError>> {
    const token = input.token?.trim() ?? '';
    if (token === '') return fail({ kind: 'missingToken' });
    endSession({ credentials: this.credentials, balance: this.balance }, this.storages);
    return this.loginWithToken.execute({ token });
  }
}
