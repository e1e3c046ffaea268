import {
  LIMIT_PERIODS,
  type CreditUse,
  type LimitPeriod,
  type LimitRefusal,
  type PauseLength,
  type PeriodTotals,
  type SpendingLimits,
} from './spending-limits.model';

const HOUR_MS = 3_600_000;
/** A raised limit holds only after this long, so it cannot be raised in the heat of a moment. */
export const LIMIT_RAISE_DELAY_MS = 24 * HOUR_MS;
const PAUSE_MS: Record<PauseLength, number> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
};

/** A limit is a whole number of credits, 1 or more, or null (none): anything else is a bug of the caller. */
export function assertLimitCredits(credits: number | null): void {
  if (credits !== null && (!Number.isSafeInteger(credits) || credits < 1))
    throw new RangeError(`A limit is a whole number of credits, 1 or more, not ${credits}`);
}

/** The limits in force at `now`: the raises whose cooling-off time is over have replaced the old limits. */
export function limitsInForce(settings: SpendingLimits, now: number): SpendingLimits {
  const limits = { ...settings.limits };
  const raises = [];
  for (const raise of settings.raises) {
    if (raise.from > now) raises.push(raise);
    else if (raise.credits === null) delete limits[raise.period];
    else limits[raise.period] = raise.credits;
  }
  return {
    limits,
    raises,
    pausedUntil: settings.pausedUntil !== null && settings.pausedUntil > now ? settings.pausedUntil : null,
  };
}

/**
 * A member sets a period's limit (null removes it). Lower than the one in force, or a first one,
 * holds at once; higher, or removed, holds 24 hours later, and until then the old one stays. A new
 * change of the period replaces a raise still waiting.
 */
export function changeLimit(
  settings: SpendingLimits,
  period: LimitPeriod,
  credits: number | null,
  now: number,
): SpendingLimits {
  assertLimitCredits(credits);
  const current = limitsInForce(settings, now);
  const raises = current.raises.filter((raise) => raise.period !== period);
  const inForce = current.limits[period];
  const lower = credits !== null && (inForce === undefined || credits <= inForce);
  if (lower) return { ...current, limits: { ...current.limits, [period]: credits }, raises };
  if (inForce === undefined) return { ...current, raises };
  return { ...current, raises: [...raises, { period, credits, from: now + LIMIT_RAISE_DELAY_MS }] };
}

/** Pauses buying for `length` from now; a pause already running longer is kept, never shortened. */
export function pauseBuying(settings: SpendingLimits, length: PauseLength, now: number): SpendingLimits {
  const until = now + PAUSE_MS[length];
  const current = limitsInForce(settings, now);
  return { ...current, pausedUntil: Math.max(current.pausedUntil ?? 0, until) };
}

/**
 * Whether a purchase or a spend may go ahead at `now`: null, or why not. A limit bounds what is
 * bought and what is spent in its period, each on its own count (buying credits to spend them is
 * not counted twice); a pause stops buying, not spending credits already held. The shortest
 * period that refuses is the one named.
 */
export function refusalOf(
  settings: SpendingLimits,
  totals: PeriodTotals,
  use: CreditUse,
  now: number,
): LimitRefusal | null {
  const current = limitsInForce(settings, now);
  if (use.kind === 'purchase' && current.pausedUntil !== null)
    return { kind: 'paused', until: current.pausedUntil };
  const counted = use.kind === 'purchase' ? totals.bought : totals.spent;
  for (const period of LIMIT_PERIODS) {
    const limit = current.limits[period];
    if (limit === undefined) continue;
    const left = Math.max(0, limit - counted[period]);
    if (use.credits > left) return { kind: 'overLimit', period, limit, left };
  }
  return null;
}
