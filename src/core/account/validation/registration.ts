import { Equals } from 'class-validator';
import { EmailRules, PasswordRules, UsernameRules } from './field-rules';
import { collectErrors, trimmed, type FieldErrors } from '../../common/validation-keys';

export interface RegistrationInput {
  username: string;
  email: string;
  password: string;
  /** The single "I am 18 or older and accept the terms" confirmation. */
  ageAndTerms: boolean;
}

export type RegistrationField = keyof RegistrationInput;

class RegistrationForm {
  @UsernameRules()
  username = '';

  @EmailRules()
  email = '';

  @PasswordRules()
  password = '';

  @Equals(true, { message: 'validation.ageAndTerms' })
  ageAndTerms = false;
}

const FIELDS: readonly RegistrationField[] = ['username', 'email', 'password', 'ageAndTerms'];

/** The registration input with every text trimmed, as it is sent. */
export function normaliseRegistration(input: RegistrationInput): RegistrationInput {
  return {
    username: trimmed(input.username),
    email: trimmed(input.email),
    password: trimmed(input.password),
    ageAndTerms: input.ageAndTerms === true,
  };
}

/** Validates the registration form (SPEC §5); every field maps to its broken rules' keys. */
export function validateRegistration(input: RegistrationInput): FieldErrors<RegistrationField> {
  return collectErrors(Object.assign(new RegistrationForm(), normaliseRegistration(input)), FIELDS);
}
