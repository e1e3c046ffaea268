import { IsNotEmpty, MinLength } from 'class-validator';
import { LIMITS } from '../../common/constants.model';
import { DiffersFromProperty, MatchesProperty, PasswordRules } from './field-rules';
import { collectErrors, trimmed, type FieldErrors } from '../../common/validation-keys';

export interface PasswordChangeInput {
  password: string;
  newPassword: string;
  repeatNewPassword: string;
}

export type PasswordChangeField = keyof PasswordChangeInput;

class PasswordChangeForm {
  @IsNotEmpty({ message: 'validation.required' })
  @MinLength(LIMITS.passwordMin, { message: 'validation.minLength' })
  password = '';

  @PasswordRules()
  @DiffersFromProperty('password')
  newPassword = '';

  @IsNotEmpty({ message: 'validation.required' })
  @MatchesProperty('newPassword')
  repeatNewPassword = '';
}

const FIELDS: readonly PasswordChangeField[] = ['password', 'newPassword', 'repeatNewPassword'];

/**
 * Validates a password change (SPEC §5): old password required and min 6; new password follows the
 * password rules and differs from the old ('sameAsOld'); the repeat equals the new ('mustMatch').
 */
export function validatePasswordChange(input: PasswordChangeInput): FieldErrors<PasswordChangeField> {
  const form = Object.assign(new PasswordChangeForm(), {
    password: trimmed(input.password),
    newPassword: trimmed(input.newPassword),
    repeatNewPassword: trimmed(input.repeatNewPassword),
  });
  return collectErrors(form, FIELDS);
}
