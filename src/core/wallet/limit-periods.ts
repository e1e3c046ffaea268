import { DateTime } from 'luxon';
import type { LimitPeriod } from './spending-limits.model';

/** The zone whose calendar a limit's day, week and month follow: the statement's (record 74). */
export const LIMIT_TIME_ZONE = 'Europe/Amsterdam';

/**
 * When the current day (from midnight), week (from Monday) and month (from the 1st) began at `now`
 * in `zone`, as epoch ms: what a limit counts starts there. Summer time is the zone's, so a day
 * may be 23 or 25 hours long.
 */
export function periodStarts(now: number, zone: string = LIMIT_TIME_ZONE): Record<LimitPeriod, number> {
  const local = DateTime.fromMillis(now, { zone });
  return {
    day: local.startOf('day').toMillis(),
    week: local.startOf('week').toMillis(),
    month: local.startOf('month').toMillis(),
  };
}
