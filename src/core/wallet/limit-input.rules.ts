import { trimmed } from '../common/trimmed';
import type { FieldErrors } from '../common/validation-keys';

/** The highest limit a member may set: above it a limit bounds nothing a member could buy. */
export const LIMIT_MAX_CREDITS = 1_000_000;

/** A limit as the member typed it: a whole number of credits, digits only. */
export interface LimitInput {
  credits: string;
}

/** The credits of a valid input (validateLimitInput found nothing). */
export function limitCredits(input: LimitInput): number {
  return Number(trimmed(input.credits));
}

/**
 * A new limit is a whole number of credits from 1 to LIMIT_MAX_CREDITS: 'validation.required',
 * 'validation.notANumber' (a sign, a decimal point or a letter), 'validation.min', 'validation.max'.
 */
export function validateLimitInput(input: LimitInput): FieldErrors<'credits'> {
  const text = trimmed(input.credits);
  if (text === '') return { credits: ['validation.required'] };
  if (!/^\d+$/.test(text)) return { credits: ['validation.notANumber'] };
  const credits = Number(text);
  if (credits < 1) return { credits: ['validation.min'] };
  return { credits: credits > LIMIT_MAX_CREDITS ? ['validation.max'] : [] };
}
