import { DateTime } from 'luxon';

// Backend timestamps as luxon DateTimes in the member's zone. luxon reads a zone's offsets through
// the platform's Intl, one formatter per zone; the date labels ask Intl for nothing else
// (docs/decisions.md, 60 "Zoned times and date labels with luxon").

/**
 * The locale of every DateTime made here. Without one luxon asks Intl for the system's locale, a
 * formatter of its own whose locale data the page would load as well. The labels' patterns are
 * digits only, which luxon writes itself for English.
 */
const DIGITS_LOCALE = 'en-US';

/**
 * The DateTime in UTC of a backend timestamp: ISO 8601 (UTC unless it has an offset), SQL
 * 'yyyy-MM-dd HH:mm:ss' in UTC, or epoch ms; an invalid DateTime for anything else. Reading a
 * timestamp in UTC asks Intl for no zone's offset.
 */
export function utcDateTime(value: string | number): DateTime {
  const utc = { zone: 'utc', setZone: true, locale: DIGITS_LOCALE };
  if (typeof value === 'number') return DateTime.fromMillis(value, utc);
  // SQL parts date and time with a space where ISO 8601 has a 'T'. Picking the parser by it spares
  // a failed attempt: luxon gives an invalid DateTime the system's locale, which it asks Intl for.
  return value.includes(' ') ? DateTime.fromSQL(value, utc) : DateTime.fromISO(value, utc);
}

/** The DateTime in `zone` of a backend timestamp (the formats of utcDateTime). */
export function zonedDateTime(value: string | number, zone: string): DateTime {
  return utcDateTime(value).setZone(zone);
}

const MS_PER_DAY = 86_400_000;

/**
 * A running number of the DateTime's calendar day in its zone, so that the day before is one less.
 * Counting days on it spares the labels luxon's `hasSame`, which makes several zoned DateTimes per
 * call, each asking Intl for an offset, and the lane labels every message as it hydrates.
 */
export function calendarDay(dateTime: DateTime): number {
  return Date.UTC(dateTime.year, dateTime.month - 1, dateTime.day) / MS_PER_DAY;
}

/**
 * The first instant of the next calendar day in the DateTime's zone, in ms. Made from the day's
 * date rather than with `plus({ days: 1 })`, whose duration luxon gives the system's locale.
 */
export function nextDayStart(dateTime: DateTime): number {
  const next = new Date((calendarDay(dateTime) + 1) * MS_PER_DAY);
  const date = { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
  return DateTime.fromObject(date, { zone: dateTime.zone, locale: DIGITS_LOCALE }).toMillis();
}
