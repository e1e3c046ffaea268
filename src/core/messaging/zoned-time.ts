// The wall clock of an instant in an IANA time zone, read through the platform's Intl (the lane's
// date labels need nothing more, and a date library would weigh on the messenger's first load).

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

/** The fields of `millis` in `zone`, or null for an invalid instant. */
export function zonedFields(millis: number, zone: string): ZonedFields | null {
  if (!Number.isFinite(millis)) return null;
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
