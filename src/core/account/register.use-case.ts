import { ERROR_LABELS } from '../common/api-error.model';
import { attempt, type LabelMap } from '../common/attempt';
import { fail, ok, type Result } from '../common/result.model';
import {
  normaliseRegistration,
  validateRegistration,
  type RegistrationField,
  type RegistrationInput,
} from './validation/registration';
import { isValid, type FieldErrors } from '../common/validation-keys';
import type { Analytics } from '../../ports/analytics.port';
import type { Credentials } from '../../ports/credentials.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { Storages } from '../../ports/storage.port';
import type { WalletBalance } from '../../ports/wallet-balance.port';
import { Login } from './login.use-case';
import type { Session } from './session';
import { attributed, type Attribution } from './attribution';

export interface RegisterInput extends RegistrationInput {
  /** Basic route parameters (affiliate code p, pi, click_id, offer_id) kept with the sign-up. */
  meta: Record<string, string>;
}

export type RegisterError =
  | { kind: 'invalid'; errors: FieldErrors<RegistrationField> }
  | { kind: 'emailExists' }
  | { kind: 'usernameExists' };

const FAILURES: LabelMap<RegisterError> = {
  [ERROR_LABELS.emailExists]: { kind: 'emailExists' },
  [ERROR_LABELS.usernameExists]: { kind: 'usernameExists' },
};

/**
 * Registers a member (SPEC §4), logs them in automatically and pushes a 'sign_up' analytics event.
 * The sign-up's meta carries the affiliate code (the visitor's, else the partner's own) and the
 * white label's version (SPEC §1). Fails with 'invalid' (SPEC §5 rules), 'emailExists' or
 * 'usernameExists'; anything else throws.
 */
export class Register {
  private readonly login: Login;

  constructor(
    private readonly member: MemberApi,
    credentials: Credentials,
    balance: WalletBalance,
    storages: Storages,
    private readonly analytics: Analytics,
    private readonly attribution: Attribution,
  ) {
    this.login = new Login(member, credentials, balance, storages);
  }

  async execute(input: RegisterInput): Promise<Result<Session, RegisterError>> {
    const errors = validateRegistration(input);
    if (!isValid(errors)) return fail({ kind: 'invalid', errors });
    const { username, email, password } = normaliseRegistration(input);
    const meta: Record<string, string> = {
      ...Object.fromEntries(attributed(Object.entries(input.meta), this.attribution.affiliateCode)),
      whiteLabelVersion: this.attribution.version,
    };
    const registration = { username, email, password, meta };
    const registered = await attempt(() => this.member.register(registration), FAILURES);
    if (!registered.ok) return registered;
    this.analytics.push('sign_up', { method: 'register', affiliate: meta.p ?? null });
    const login = await this.login.execute({ username, password });
    if (!login.ok) throw new Error(`Automatic login after registration failed: ${login.error.kind}`);
    return ok(login.value);
  }
}
