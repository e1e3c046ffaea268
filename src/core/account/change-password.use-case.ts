import { ERROR_LABELS } from '../common/api-error.model';
import { attempt, type LabelMap } from '../common/attempt';
import { fail, ok, type Result } from '../common/result.model';
import { decodeToken } from './token';
import {
  validatePasswordChange,
  type PasswordChangeField,
  type PasswordChangeInput,
} from './validation/password-change';
import { isValid, trimmed, type FieldErrors } from '../common/validation-keys';
import type { MemberApi } from '../../ports/member-api.port';
import type { Storages } from '../../ports/storage.port';
import { readAuthState } from './auth-state';

export interface ChangePasswordInput extends PasswordChangeInput {
  /** True when the form was reached from a password-reset e-mail (its one-time password is the old one). */
  fromEmailLink?: boolean;
}

export type ChangePasswordError =
  | { kind: 'invalid'; errors: FieldErrors<PasswordChangeField> }
  | { kind: 'loginRequired' }
  | { kind: 'wrongOldPassword' }
  | { kind: 'linkExpired' };

/**
 * The one label this call expects means the old password did not match; from an e-mail link the
 * old password is the link's one-time password, so there it means the link is used or expired.
 */
function failuresFor(input: ChangePasswordInput): LabelMap<ChangePasswordError> {
  const kind = input.fromEmailLink ? 'linkExpired' : 'wrongOldPassword';
  return { [ERROR_LABELS.incorrectPassword]: { kind } };
}

/**
 * Changes the logged-in member's password (SPEC §2, §5, §8): old, new and repeat, with the member
 * id from the stored token. Fails with 'invalid', 'loginRequired' (no session), 'wrongOldPassword'
 * ('The old password is incorrect!') or, from an e-mail link, 'linkExpired' (the link's password
 * was used or has expired). Any other failure throws (the form shows the generic error).
 */
export class ChangePassword {
  constructor(
    private readonly member: MemberApi,
    private readonly storages: Storages,
  ) {}

  async execute(input: ChangePasswordInput): Promise<Result<true, ChangePasswordError>> {
    const errors = validatePasswordChange(input);
    if (!isValid(errors)) return fail({ kind: 'invalid', errors });
    const { token } = readAuthState(this.storages.cookie);
    const payload = token ? decodeToken(token) : null;
    if (!payload) return fail({ kind: 'loginRequired' });
    const change = {
      memberId: payload.id,
      password: trimmed(input.password),
      newPassword: trimmed(input.newPassword),
      repeatNewPassword: trimmed(input.repeatNewPassword),
    };
    const changed = await attempt(() => this.member.changePassword(change), failuresFor(input));
    if (!changed.ok) return changed;
    if (!changed.value) throw new Error('The backend did not change the password');
    return ok(true);
  }
}
