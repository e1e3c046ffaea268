import { ERROR_LABELS, hasLabel } from '../common/api-error.model';
import { fail, ok, type Result } from '../common/result.model';
import { validateEmailChange, type EmailChangeField, type EmailChangeInput } from './validation/email-change';
import { isValid, trimmed, type FieldErrors } from './validation/validation-keys';
import type { MemberApi } from '../../ports/member-api.port';

export type ChangeEmailError =
  { kind: 'invalid'; errors: FieldErrors<EmailChangeField> } | { kind: 'emailExists' };

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
    try {
      await this.member.updateMember({ email });
    } catch (error) {
      if (hasLabel(error, ERROR_LABELS.emailExists)) return fail({ kind: 'emailExists' });
      throw error;
    }
    return ok({ email });
  }
}
