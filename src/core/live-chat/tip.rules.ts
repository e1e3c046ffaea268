import { LIMITS } from '../common/constants.model';

/** Parses a tip amount typed as text or given as a number; NaN when it is not a whole number. */
export function parseTipAmount(value: string | number): number {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** A tip is a whole number of credits from 100 to 100000 (SPEC §5, §9). */
export function isTipInRange(amount: number): boolean {
  return Number.isInteger(amount) && amount >= LIMITS.tipMin && amount <= LIMITS.tipMax;
}
