/** The periods a member may bound his credits over (issue 42: daily, weekly, monthly). */
export type LimitPeriod = 'day' | 'week' | 'month';
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** How long a member may pause buying credits. */
export type PauseLength = '24h' | '7d' | '30d';

/** A raised or removed limit, waiting out its cooling-off time. */
export interface LimitRaise {
  period: LimitPeriod;
  /** The new limit; null removes it. */
  credits: number | null;
  /** Epoch ms from which it holds. */
  from: number;
}

/** A member's own bounds on his credits, as the backend keeps them. */
export interface SpendingLimits {
  /** Credits per period in force; a period without one is unbounded. */
  limits: Partial<Record<LimitPeriod, number>>;
  raises: readonly LimitRaise[];
  /** Epoch ms until which buying credits is paused; null when not paused. */
  pausedUntil: number | null;
}

/** Credits bought and spent in the current day, week and month, as the backend counted them. */
export interface PeriodTotals {
  bought: Record<LimitPeriod, number>;
  spent: Record<LimitPeriod, number>;
}

/** What a member asks of his credits: buying some, or spending them (a tip, a VIP show, a message). */
export type CreditUse = { kind: 'purchase'; credits: number } | { kind: 'spend'; credits: number };

/** Why a use is refused; each has its translated reason. */
export type LimitRefusal =
  { kind: 'paused'; until: number } | { kind: 'overLimit'; period: LimitPeriod; limit: number; left: number };

export const NO_LIMITS: SpendingLimits = { limits: {}, raises: [], pausedUntil: null };

/** What `GET /spending-limits` answers: the member's limits and what the current periods counted. */
export interface SpendingLimitsState {
  settings: SpendingLimits;
  totals: PeriodTotals;
}

/** A period's new limit (`PUT /spending-limits`); null removes it. */
export interface LimitChange {
  period: LimitPeriod;
  credits: number | null;
}

export const PAUSE_LENGTHS: readonly PauseLength[] = ['24h', '7d', '30d'];
