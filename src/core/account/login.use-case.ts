import { ERROR_LABELS } from '../common/api-error.model';
import { attempt, type LabelMap } from '../common/attempt';
import type { Credentials } from './member.model';
import { fail, ok, type Result } from '../common/result.model';
import { normaliseLogin, validateLogin, type LoginField } from './validation/login';
import { isValid, type FieldErrors } from '../common/validation-keys';
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

const FAILURES: LabelMap<LoginError> = {
  [ERROR_LABELS.loginNotExists]: { kind: 'unknownUser' },
  [ERROR_LABELS.loginDeleted]: { kind: 'deletedAccount' },
  [ERROR_LABELS.incorrectPassword]: { kind: 'wrongPassword' },
};

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
    const loggedIn = await attempt(() => this.member.login(normaliseLogin(input)), FAILURES);
    if (!loggedIn.ok) return loggedIn;
    const ports = {
      member: this.member,
      credentials: this.credentials,
      balance: this.balance,
      cookie: this.storages.cookie,
    };
    return ok(await startSession(ports, loggedIn.value.token));
  }
}
