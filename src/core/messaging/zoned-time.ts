// The wall clock of an instant in an IANA time zone, read through the platform's Intl (the lane's
// date labels need nothing more, and a date library would weigh on the messenger's first load);
// for the zone the messenger shows, worked out from its rule instead.

/** An instant's date and time as a member in the zone reads them; weekday 1 is Monday. */
export interface ZonedFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MS_PER_DAY = 86_400_000;

// Making a formatter costs far more than using one: one per zone, for the life of the page.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

const MS_PER_HOUR = 3_600_000;
/**
 * The messenger's zone, whose clocks follow the European Union's rule since 1996, on UTC+1: summer
 * time (UTC+2) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
 * October. The first Intl.DateTimeFormat of a page makes the platform load its date and time data,
 * a long task on a phone soon after the messenger hydrated (docs/decisions.md, 60).
 * Outside the years checked against the platform's zone data (zoned-time.test.ts) Intl answers, as
 * it does for every other zone.
 */
const EU_RULE_ZONE = 'Europe/Amsterdam';
const EU_RULE_FROM = Date.UTC(1996, 0, 1);
const EU_RULE_UNTIL = Date.UTC(2038, 0, 1);

/** 01:00 UTC on the last Sunday of the month (0-based) of the year. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

function euRuleFields(millis: number): ZonedFields {
  const year = new Date(millis).getUTCFullYear();
  const summer = millis >= lastSundayOneUtc(year, 2) && millis < lastSundayOneUtc(year, 9);
  const wall = new Date(millis + (summer ? 2 : 1) * MS_PER_HOUR);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    // getUTCDay counts from Sunday (0); ours from Monday (1).
    weekday: ((wall.getUTCDay() + 6) % 7) + 1,
  };
}

/** The fields of `millis` in `zone`, or null for an invalid instant. */
export function zonedFields(millis: number, zone: string): ZonedFields | null {
  if (!Number.isFinite(millis)) return null;
  if (zone === EU_RULE_ZONE && millis >= EU_RULE_FROM && millis < EU_RULE_UNTIL) return euRuleFields(millis);
  return intlFields(millis, zone);
}

/** The fields through the platform's zone data. */
export function intlFields(millis: number, zone: string): ZonedFields {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(millis)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? '') + 1,
  };
}

/** A running number of the fields' calendar day, so that the day before is one less. */
export function zonedDay(fields: ZonedFields): number {
  return Date.UTC(fields.year, fields.month - 1, fields.day) / MS_PER_DAY;
}
