import { IsInt, Max, Min } from 'class-validator';
import { LIMITS } from '../../common/constants.model';
import { collectErrors, type FieldErrors } from './validation-keys';

class TipForm {
  @IsInt({ message: 'validation.notANumber' })
  @Min(LIMITS.tipMin, { message: 'validation.min' })
  @Max(LIMITS.tipMax, { message: 'validation.max' })
  amount = 0;
}

/** Parses a tip amount typed as text or given as a number; NaN when it is not a number. */
export function parseTipAmount(value: string | number): number {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** Validates a tip: a whole number of credits from 100 to 100000 ('min', 'max', 'notANumber'). */
export function validateTip(input: { amount: string | number }): FieldErrors<'amount'> {
  return collectErrors(Object.assign(new TipForm(), { amount: parseTipAmount(input.amount) }), ['amount']);
}

/** True when the amount is a whole number within the tip range. */
export function isTipInRange(amount: number): boolean {
  return Number.isInteger(amount) && amount >= LIMITS.tipMin && amount <= LIMITS.tipMax;
}
