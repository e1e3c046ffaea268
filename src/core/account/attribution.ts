import type { QueryPairs } from '../common/query';

/** Who brought a visitor, as SPEC §1 counts it: the affiliate code, and the white label's version. */
export interface Attribution {
  /** The partner's own affiliate code (the company's, 61, by default). */
  affiliateCode: string;
  /** The white label's version (4.0). */
  version: string;
}

/**
 * The affiliate code and referral tags a sign-up carries (the member's or a performer's): the
 * visitor's kept query (an affiliate's `p`, `pi`, `click_id`...), with the partner's own code when
 * no affiliate brought him.
 */
export function attributed(kept: QueryPairs, affiliateCode: string): QueryPairs {
  return kept.some(([key]) => key === 'p') ? kept : [['p', affiliateCode], ...kept];
}
