import { DateTime } from 'luxon';
import { BOUGHT_KINDS, type StatementEntry } from './statement.model';

/** The statement's clock zone: the site's members' calendar, as the messenger's (record 60). */
export const STATEMENT_TIME_ZONE = 'Europe/Amsterdam';

/** Credits spent and credits bought, as whole positive numbers. */
export interface StatementTotals {
  spent: number;
  bought: number;
}

/** One calendar day of the statement in the member's zone, its entries newest first. */
export interface StatementDay extends StatementTotals {
  /** 'yyyy-MM-dd' in the zone. */
  key: string;
  entries: StatementEntry[];
}

/** The calendar day ('yyyy-MM-dd') of an entry's moment in `zone`. */
export function entryDay(entry: StatementEntry, zone: string): string {
  return DateTime.fromISO(entry.at, { zone }).toISODate() ?? 'invalid';
}

/**
 * What the entries add up to: every negative amount is spent; a purchase's and a phone call's
 * credits are bought. Credits given (welcome credits) are neither: the member paid nothing for them.
 */
export function statementTotals(entries: readonly StatementEntry[]): StatementTotals {
  let spent = 0;
  let bought = 0;
  for (const entry of entries) {
    if (entry.credits < 0) spent -= entry.credits;
    else if (BOUGHT_KINDS.includes(entry.kind)) bought += entry.credits;
  }
  return { spent, bought };
}

/** The entries by calendar day in `zone`, newest day first, each with its totals. */
export function statementDays(entries: readonly StatementEntry[], zone: string): StatementDay[] {
  const byDay = new Map<string, StatementEntry[]>();
  const newestFirst = [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  for (const entry of newestFirst) {
    const key = entryDay(entry, zone);
    const day = byDay.get(key);
    if (day) day.push(entry);
    else byDay.set(key, [entry]);
  }
  return [...byDay].map(([key, dayEntries]) => ({
    key,
    entries: dayEntries,
    ...statementTotals(dayEntries),
  }));
}

/**
 * The period of the last `days` calendar days in `zone`, today included: from the start of the
 * first to the start of tomorrow, as ISO moments (the wallet history's `from` and `to`).
 */
export function statementPeriod(days: number, now: number, zone: string): { from: string; to: string } {
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  return {
    from:
      today
        .minus({ days: days - 1 })
        .toUTC()
        .toISO() ?? '',
    to: today.plus({ days: 1 }).toUTC().toISO() ?? '',
  };
}

/** The first and the last calendar day ('yyyy-MM-dd') of the last `days` days in `zone`. */
export function statementPeriodDays(
  days: number,
  now: number,
  zone: string,
): { first: string; last: string } {
  const today = DateTime.fromMillis(now, { zone });
  return { first: today.minus({ days: days - 1 }).toISODate() ?? '', last: today.toISODate() ?? '' };
}
