import { IsNotEmpty } from 'class-validator';
import { DiffersFromProperty, EmailRules, MatchesProperty } from './field-rules';
import { collectErrors, trimmed, type FieldErrors } from '../../common/validation-keys';

export interface EmailChangeInput {
  /** The member's current address. */
  oldEmail: string;
  email: string;
  repeatEmail: string;
}

export type EmailChangeField = 'email' | 'repeatEmail';

class EmailChangeForm {
  oldEmail = '';

  @EmailRules()
  @DiffersFromProperty('oldEmail', true)
  email = '';

  @IsNotEmpty({ message: 'validation.required' })
  @MatchesProperty('email', true)
  repeatEmail = '';
}

/**
 * Validates an e-mail change (SPEC §5): the new address is valid and not the current one
 * ('sameAsOld', case-insensitive), and the repeat matches it ('mustMatch').
 */
export function validateEmailChange(input: EmailChangeInput): FieldErrors<EmailChangeField> {
  const form = Object.assign(new EmailChangeForm(), {
    oldEmail: trimmed(input.oldEmail),
    email: trimmed(input.email),
    repeatEmail: trimmed(input.repeatEmail),
  });
  return collectErrors(form, ['email', 'repeatEmail']);
}
