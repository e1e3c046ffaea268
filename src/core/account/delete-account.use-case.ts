import type { Result } from '../common/result.model';
import type { Credentials } from '../../ports/credentials.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { Storages } from '../../ports/storage.port';
import type { WalletBalance } from '../../ports/wallet-balance.port';
import { Logout, type LogoutInput } from './logout.use-case';

/**
 * Deletes the member's account (DELETE /member) after the member confirmed it, then logs out as
 * SPEC §4 describes and returns the home path with the kept query. A failing delete throws and
 * keeps the session.
 */
export class DeleteAccount {
  private readonly logout: Logout;

  constructor(
    private readonly member: MemberApi,
    credentials: Credentials,
    balance: WalletBalance,
    storages: Storages,
  ) {
    this.logout = new Logout(credentials, balance, storages);
  }

  async execute(input: LogoutInput): Promise<Result<{ location: string }, never>> {
    await this.member.deleteMember();
    return this.logout.execute(input);
  }
}
