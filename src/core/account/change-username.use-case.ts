import { isApiError } from '../common/api-error.model';
import { fail, ok, type Result } from '../common/result.model';
import { validateNickname } from '../live-chat/nickname.rules';
import { isValid, trimmed, type FieldErrors } from '../common/validation-keys';
import type { Credentials } from '../../ports/credentials.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { Storages } from '../../ports/storage.port';
import type { WalletBalance } from '../../ports/wallet-balance.port';
import { startSession, type Session } from './session';

export type ChangeUsernameError =
  | { kind: 'invalid'; errors: FieldErrors<'name'> }
  /** The backend refused: `textKey` is its label with 'badRequest' replaced by 'change_username' (SPEC §8). */
  | { kind: 'rejected'; textKey: string };

/** SPEC §8: a refused user-name change shows its label under the 'change_username' texts. */
export function changeUsernameTextKey(label: string): string {
  return label.replace(/^badRequest/, 'change_username');
}

/**
 * Changes the member's user name (4-20 characters) and continues the session with the new token
 * the backend returns. Fails with 'invalid' or 'rejected' (a badRequest label, e.g. the name is
 * taken); any other failure throws.
 */
export class ChangeUsername {
  constructor(
    private readonly member: MemberApi,
    private readonly credentials: Credentials,
    private readonly balance: WalletBalance,
    private readonly storages: Storages,
  ) {}

  async execute(input: { name: string }): Promise<Result<Session, ChangeUsernameError>> {
    const errors = validateNickname(input);
    if (!isValid(errors)) return fail({ kind: 'invalid', errors });
    let token: string;
    try {
      ({ token } = await this.member.changeUsername(trimmed(input.name)));
    } catch (error) {
      if (isApiError(error) && error.label.startsWith('badRequest'))
        return fail({ kind: 'rejected', textKey: changeUsernameTextKey(error.label) });
      throw error;
    }
    const ports = {
      member: this.member,
      credentials: this.credentials,
      balance: this.balance,
      cookie: this.storages.cookie,
    };
    return ok(await startSession(ports, token));
  }
}
