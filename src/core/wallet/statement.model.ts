/** The member's statement: every movement of credits (issue 42: purchases, tips, chat, VIP, messages). */

/** What a line of the statement was for. */
export const STATEMENT_KINDS = ['purchase', 'dialIn', 'bonus', 'tip', 'chat', 'vip', 'message'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** The kinds that add credits the member paid for: the totals' 'bought'. */
export const BOUGHT_KINDS: readonly StatementKind[] = ['purchase', 'dialIn'];

/** One movement of credits, as the backend's wallet history answers it. */
export interface StatementEntry {
  id: string;
  /** When it happened, ISO 8601; for paid chat and a VIP show, when the session began. */
  at: string;
  kind: StatementKind;
  /** Whole credits: added (positive) or spent (negative). */
  credits: number;
  /** Paid chat's minutes, a VIP show's seconds, 1 for anything else. */
  quantity: number;
  /** The performer's user name (tips, chat, VIP, messages), otherwise null. */
  performer: string | null;
}

/** One page of the wallet history between two instants (ISO 8601; `from` included, `to` not). */
export interface StatementQuery {
  from: string;
  to: string;
  /** 0 is the newest page. */
  page: number;
}

export interface StatementPage {
  /** Newest first. */
  entries: StatementEntry[];
  nextPage: number | null;
}
