import { LIMITS } from '../common/constants.model';
import { trimmed, type FieldErrors } from '../common/validation-keys';

/** A nickname in a room, or a new user name, is 4 to 20 characters after trimming (SPEC §5). */
export function nicknameFits(name: string): boolean {
  const { length } = name.trim();
  return length >= LIMITS.nicknameMin && length <= LIMITS.nicknameMax;
}

/** The same rule as a form's field errors: 'validation.required', 'validation.nicknameLength'. */
export function validateNickname(input: { name: string }): FieldErrors<'name'> {
  const name = trimmed(input.name);
  if (name === '') return { name: ['validation.required'] };
  return { name: nicknameFits(name) ? [] : ['validation.nicknameLength'] };
}
