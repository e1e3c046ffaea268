/**
 * The payment provider's failure codes and the reason the site names for each (SPEC §4, §8),
 * written out here rather than read from FAIL_REASONS, so a changed table fails the tests.
 */
export const FAIL_REASON_CASES = [
  [100, 'default'],
  [299, 'antiFraud'],
  [300, 'failed'],
  [302, 'rejected'],
  [308, 'expired'],
  [309, 'cancelled'],
] as const;
