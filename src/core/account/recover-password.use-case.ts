import { ERROR_LABELS } from '../common/api-error.model';
import { attempt, type LabelMap } from '../common/attempt';
import { fail, ok, type Result } from '../common/result.model';
import { recoveryPayload, validateRecovery } from './validation/recovery';
import { isValid, type FieldErrors } from '../common/validation-keys';
import type { MemberApi } from '../../ports/member-api.port';

export type RecoverPasswordError =
  { kind: 'invalid'; errors: FieldErrors<'recovery'> } | { kind: 'notExists' };

const FAILURES: LabelMap<RecoverPasswordError> = {
  [ERROR_LABELS.activationNotExists]: { kind: 'notExists' },
};

/**
 * The recovery card (SPEC §2, §5): asks the backend to mail a reset link to the account of an
 * e-mail address (input with '@' and a '.') or a user name. Fails with 'invalid' (required, min 4)
 * or 'notExists' ('user does not exist'); any other failure throws.
 */
export class RecoverPassword {
  constructor(private readonly member: MemberApi) {}

  async execute(input: { recovery: string }): Promise<Result<true, RecoverPasswordError>> {
    const errors = validateRecovery(input);
    if (!isValid(errors)) return fail({ kind: 'invalid', errors });
    const sent = await attempt(() => this.member.forgotPassword(recoveryPayload(input.recovery)), FAILURES);
    return sent.ok ? ok(true) : sent;
  }
}
