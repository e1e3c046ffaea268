import { ERROR_LABELS, type ApiError } from '../common/api-error.model';
import type { LabelMap } from '../common/attempt';
import { LIMIT_PERIODS, type LimitPeriod, type LimitRefusal } from './spending-limits.model';

/** A purchase or a spend the member's own limits refuse, as a use-case reports it. */
export type SpendingRefusal =
  { kind: 'spendingLimit'; period: LimitPeriod } | { kind: 'buyingPaused'; until: number | null };

function periodOf(error: ApiError): LimitPeriod {
  const period = error.detail.period;
  // A backend that names no period (or one we do not know) still refused: the day is the closest reason.
  return LIMIT_PERIODS.find((known) => known === period) ?? 'day';
}

/** When buying resumes; null when the backend did not say (the reason then names no moment). */
function untilOf(error: ApiError): number | null {
  const until = error.detail.until;
  const ms = typeof until === 'string' ? Date.parse(until) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The backend's refusals for a member's limits (docs/api.md): `badRequest.spending.limit` with the
 * period, `badRequest.spending.paused` with the moment buying resumes. The backend is the authority:
 * a partner's enforces its own, whatever the site knew beforehand.
 */
export const SPENDING_LABELS: LabelMap<SpendingRefusal> = {
  [ERROR_LABELS.spendingLimit]: (error) => ({ kind: 'spendingLimit', period: periodOf(error) }),
  [ERROR_LABELS.spendingPaused]: (error) => ({ kind: 'buyingPaused', until: untilOf(error) }),
};

/** The refusal of the rules (spending-limits.rules) as a use-case reports it. */
export function asSpendingRefusal(refusal: LimitRefusal): SpendingRefusal {
  return refusal.kind === 'paused'
    ? { kind: 'buyingPaused', until: refusal.until }
    : { kind: 'spendingLimit', period: refusal.period };
}
