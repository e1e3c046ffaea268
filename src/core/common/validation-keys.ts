import { validateSync } from 'class-validator';

/**
 * Every i18n key a validation rule can return (SPEC §5), in priority order: when a field breaks
 * several rules the earliest key here is its "first" error. The UI provides a translation for each.
 */
export const VALIDATION_KEYS = [
  'validation.required',
  'validation.username_required',
  'validation.password_required',
  'validation.minLength',
  'validation.maxLength',
  'validation.nicknameLength',
  'validation.invalidCharacters',
  'validation.invalidEmail',
  'validation.noWhitespace',
  'validation.noNumbers',
  'validation.noLetters',
  'validation.sameAsOld',
  'validation.mustMatch',
  'validation.notANumber',
  'validation.min',
  'validation.max',
  'validation.invalidPin',
  'validation.ageAndTerms',
  'validation.imageTooBig',
  'validation.imageNotAllowed',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** Every field of a form with its broken rules (empty when the field is valid). */
export type FieldErrors<F extends string> = Record<F, ValidationKey[]>;

/** The first broken rule per invalid field. */
export type FirstErrors<F extends string> = Partial<Record<F, ValidationKey>>;

/** Keys that make every other rule of the field meaningless (a missing value, not a number). */
const EXCLUSIVE_KEYS: readonly ValidationKey[] = [
  'validation.required',
  'validation.username_required',
  'validation.password_required',
  'validation.notANumber',
];

function isValidationKey(value: string): value is ValidationKey {
  return (VALIDATION_KEYS as readonly string[]).includes(value);
}

/** A rule whose message is not a listed key is a programming error: failing loudly beats a form that passes. */
function toValidationKey(message: string): ValidationKey {
  if (!isValidationKey(message)) throw new Error(`Validation message is not a listed key: ${message}`);
  return message;
}

function byPriority(a: ValidationKey, b: ValidationKey): number {
  return VALIDATION_KEYS.indexOf(a) - VALIDATION_KEYS.indexOf(b);
}

function normalise(keys: ValidationKey[]): ValidationKey[] {
  const exclusive = keys.find((key) => EXCLUSIVE_KEYS.includes(key));
  if (exclusive) return [exclusive];
  return [...new Set(keys)].sort(byPriority);
}

/** Runs class-validator on a decorated form instance and maps its messages to keys per field. */
export function collectErrors<F extends string>(form: object, fields: readonly F[]): FieldErrors<F> {
  const result = Object.fromEntries(fields.map((field) => [field, [] as ValidationKey[]])) as FieldErrors<F>;
  for (const error of validateSync(form, { forbidUnknownValues: false })) {
    const field = error.property as F;
    if (!fields.includes(field)) continue;
    const keys = Object.values(error.constraints ?? {}).map(toValidationKey);
    result[field] = normalise([...result[field], ...keys]);
  }
  return result;
}

/** True when no field has an error. */
export function isValid<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.values<ValidationKey[]>(errors).every((keys) => keys.length === 0);
}

/** Reduces full errors to the first (highest-priority) key of each invalid field. */
export function firstErrors<F extends string>(errors: FieldErrors<F>): FirstErrors<F> {
  const first: FirstErrors<F> = {};
  for (const [field, keys] of Object.entries<ValidationKey[]>(errors)) {
    if (keys[0]) first[field as F] = keys[0];
  }
  return first;
}

export { trimmed } from './trimmed';
