import { IsNotEmpty, Length } from 'class-validator';
import { LIMITS } from '../../common/constants.model';
import { collectErrors, trimmed, type FieldErrors } from './validation-keys';

class NicknameForm {
  @IsNotEmpty({ message: 'validation.required' })
  @Length(LIMITS.nicknameMin, LIMITS.nicknameMax, { message: 'validation.nicknameLength' })
  name = '';
}

/**
 * Validates a new user name (change-username prompt) or chat nickname: required, 4-20 characters
 * after trimming ('validation.nicknameLength').
 */
export function validateNickname(input: { name: string }): FieldErrors<'name'> {
  return collectErrors(Object.assign(new NicknameForm(), { name: trimmed(input.name) }), ['name']);
}
