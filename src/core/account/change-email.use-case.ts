import { ERROR_LABELS } from '../common/api-error.model';
import { attempt, type LabelMap } from '../common/attempt';
import { fail, ok, type Result } from '../common/result.model';
import { validateEmailChange, type EmailChangeField, type EmailChangeInput } from './validation/email-change';
import { isValid, trimmed, type FieldErrors } from '../common/validation-keys';
import type { MemberApi } from '../../ports/member-api.port';

export type ChangeEmailError =
  { kind: 'invalid'; errors: FieldErrors<EmailChangeField> } | { kind: 'emailExists' };

const FAILURES: LabelMap<ChangeEmailError> = { [ERROR_LABELS.emailExists]: { kind: 'emailExists' } };

/**
 * Changes the member's e-mail address (SPEC §5: valid, not the current one, repeated alike,
 * not in use). Resolves the new address as stored; fails with 'invalid' or 'emailExists'.
 */
export class ChangeEmail {
  constructor(private readonly member: MemberApi) {}

  async execute(input: EmailChangeInput): Promise<Result<{ email: string }, ChangeEmailError>> {
    const errors = validateEmailChange(input);
    if (!isValid(errors)) return fail({ kind: 'invalid', errors });
    const email = trimmed(input.email);
    const updated = await attempt(() => this.member.updateMember({ email }), FAILURES);
    return updated.ok ? ok({ email }) : updated;
  }
}
