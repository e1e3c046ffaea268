import {
  IsEmail,
  IsNotEmpty,
  MaxLength,
  MinLength,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { LIMITS } from '../../common/constants.model';
import type { ValidationKey } from '../../common/validation-keys';

/** class-validator decorators shared by several forms (SPEC §5). Messages are i18n keys. */

type Decorator = PropertyDecorator;

/**
 * A regular-expression rule with its own constraint name: class-validator keys failures by name,
 * so two plain `Matches` on one field would hide each other.
 */
export function Pattern(name: string, pattern: RegExp, message: ValidationKey): Decorator {
  return ValidateBy(
    { name, constraints: [pattern], validator: { validate: (value: unknown) => matches(value, pattern) } },
    { message },
  );
}

function matches(value: unknown, pattern: RegExp): boolean {
  return typeof value === 'string' && pattern.test(value);
}

function all(...decorators: Decorator[]): Decorator {
  return (target, property) => decorators.forEach((decorate) => decorate(target, property));
}

/** Registration user name: required, 4-14 characters, letters, digits, underscore and hyphen only. */
export function UsernameRules(): Decorator {
  return all(
    IsNotEmpty({ message: 'validation.required' }),
    MinLength(LIMITS.usernameMin, { message: 'validation.minLength' }),
    MaxLength(LIMITS.usernameMax, { message: 'validation.maxLength' }),
    Pattern('usernameCharacters', /^[A-Za-z0-9_-]*$/, 'validation.invalidCharacters'),
  );
}

/** Password: required, 6-32 characters, at least one digit and one letter, no whitespace. */
export function PasswordRules(): Decorator {
  return all(
    IsNotEmpty({ message: 'validation.required' }),
    MinLength(LIMITS.passwordMin, { message: 'validation.minLength' }),
    MaxLength(LIMITS.passwordMax, { message: 'validation.maxLength' }),
    Pattern('hasDigit', /\d/, 'validation.noNumbers'),
    Pattern('hasLetter', /\p{L}/u, 'validation.noLetters'),
    Pattern('noWhitespace', /^\S*$/, 'validation.noWhitespace'),
  );
}

/** E-mail address: required and a valid format. */
export function EmailRules(): Decorator {
  return all(
    IsNotEmpty({ message: 'validation.required' }),
    IsEmail({}, { message: 'validation.invalidEmail' }),
  );
}

function otherValue(args: ValidationArguments, property: string): unknown {
  return (args.object as Record<string, unknown>)[property];
}

/** The value must equal another property of the form ('validation.mustMatch'). */
export function MatchesProperty(property: string, caseInsensitive = false): Decorator {
  return ValidateBy(
    {
      name: 'matchesProperty',
      constraints: [property],
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          same(value, otherValue(args, property), caseInsensitive),
      },
    },
    { message: 'validation.mustMatch' },
  );
}

/** The value must differ from another property of the form ('validation.sameAsOld'). */
export function DiffersFromProperty(property: string, caseInsensitive = false): Decorator {
  return ValidateBy(
    {
      name: 'differsFromProperty',
      constraints: [property],
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          !same(value, otherValue(args, property), caseInsensitive),
      },
    },
    { message: 'validation.sameAsOld' },
  );
}

function same(a: unknown, b: unknown, caseInsensitive: boolean): boolean {
  if (caseInsensitive && typeof a === 'string' && typeof b === 'string') {
    return a.toLowerCase() === b.toLowerCase();
  }
  return a === b;
}
