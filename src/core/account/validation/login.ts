import { IsNotEmpty } from 'class-validator';
import { collectErrors, trimmed, type FieldErrors } from '../../common/validation-keys';

export interface LoginInput {
  /** User name or e-mail address. */
  username: string;
  password: string;
}

export type LoginField = keyof LoginInput;

class LoginForm {
  @IsNotEmpty({ message: 'validation.username_required' })
  username = '';

  @IsNotEmpty({ message: 'validation.password_required' })
  password = '';
}

/** The login input trimmed, as it is sent. */
export function normaliseLogin(input: LoginInput): LoginInput {
  return { username: trimmed(input.username), password: trimmed(input.password) };
}

/** Validates the login form: both fields required ('username_required', 'password_required'). */
export function validateLogin(input: LoginInput): FieldErrors<LoginField> {
  return collectErrors(Object.assign(new LoginForm(), normaliseLogin(input)), ['username', 'password']);
}
