import { FAIL_REASONS, type FailReasonName } from './wallet.model';

/**
 * The failure reason of a code (SPEC §8: 100 default, 299 anti-fraud, 300 failed, 302 rejected,
 * 308 expired, 309 cancelled); any other code, or none, is 'default', which has its own text.
 */
export function failReasonName(code: number | null | undefined): FailReasonName {
  if (code === null || code === undefined) return 'default';
  return (FAIL_REASONS as Record<number, FailReasonName>)[code] ?? 'default';
}
