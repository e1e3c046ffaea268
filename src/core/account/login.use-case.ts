import { ERROR_LABELS, hasLabel } from '../common/api-error.model';
import type { Credentials } from './member.model';
import { fail, ok, type Result } from '../common/result.model';
import { normaliseLogin, validateLogin, type LoginField } from './validation/login';
import { isValid, type FieldErrors } from './validation/validation-keys';
import type { Credentials as SessionHolder } from '../../ports/credentials.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { Storages } from '../../ports/storage.port';
import type { WalletBalance } from '../../ports/wallet-balance.port';
import { startSession, type Session } from './session';

export type LoginError =
  | { kind: 'invalid'; errors: FieldErrors<LoginField> }
  | { kind: 'unknownUser' }
  | { kind: 'deletedAccount' }
  | { kind: 'wrongPassword' };

const LABEL_KINDS = [
  [ERROR_LABELS.loginNotExists, 'unknownUser'],
  [ERROR_LABELS.loginDeleted, 'deletedAccount'],
  [ERROR_LABELS.incorrectPassword, 'wrongPassword'],
] as const;

/**
 * Logs a member in with user name (or e-mail) and password, starts the session (token in the
 * session holder, legacy flag, basic info, balance, auth cookie for 1 day) and returns it.
 * Fails with 'invalid' (empty fields), 'unknownUser', 'deletedAccount' or 'wrongPassword'.
 */
export class Login {
  constructor(
    private readonly member: MemberApi,
    private readonly credentials: SessionHolder,
    private readonly balance: WalletBalance,
    private readonly storages: Storages,
  ) {}

  async execute(input: Credentials): Promise<Result<Session, LoginError>> {
    const errors = validateLogin(input);
    if (!isValid(errors)) return fail({ kind: 'invalid', errors });
    let token: string;
    try {
      ({ token } = await this.member.login(normaliseLogin(input)));
    } catch (error) {
      const match = LABEL_KINDS.find(([label]) => hasLabel(error, label));
      if (match) return fail({ kind: match[1] });
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
