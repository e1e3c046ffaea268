import { IsNotEmpty, MinLength } from 'class-validator';
import { LIMITS } from '../../common/constants.model';
import { collectErrors, trimmed, type FieldErrors } from '../../common/validation-keys';

class RecoveryForm {
  @IsNotEmpty({ message: 'validation.required' })
  @MinLength(LIMITS.recoveryMin, { message: 'validation.minLength' })
  recovery = '';
}

/** Validates the password-recovery input: required and at least 4 characters after trimming. */
export function validateRecovery(input: { recovery: string }): FieldErrors<'recovery'> {
  return collectErrors(Object.assign(new RecoveryForm(), { recovery: trimmed(input.recovery) }), [
    'recovery',
  ]);
}

/**
 * The forgot-password payload (SPEC §5): the trimmed input is sent as an e-mail address when it
 * contains '@' and a '.', otherwise as a user name.
 */
export function recoveryPayload(recovery: string): { email: string } | { username: string } {
  const value = trimmed(recovery);
  return value.includes('@') && value.includes('.') ? { email: value } : { username: value };
}
