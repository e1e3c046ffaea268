import { DateTime } from 'luxon';
import { LOCALE_ISO, type Locale } from '../../../../src/core/common/locale.model';

// The date labels written the short way with luxon, kept as the reference the product's labels
// must agree with (date-labels.test.ts compares them over many instants, zones and locales): here
// luxon names the weekdays and compares days with `hasSame`, where the product has weekday texts
// and counts calendar days, so that it asks Intl for nothing but the zone.

export interface DateContext {
  /** The current time in milliseconds since the epoch. */
  now: number;
  /** IANA time zone the member sees, e.g. 'Europe/Amsterdam'. */
  zone: string;
  locale: Locale;
}

/** The i18n key of the 'yesterday' label. */
export const YESTERDAY_KEY = 'date.yesterday';

export type DateLabel =
  | { kind: 'time'; text: string }
  | { kind: 'yesterday'; key: typeof YESTERDAY_KEY }
  | { kind: 'weekday'; text: string }
  | { kind: 'date'; text: string }
  | { kind: 'dateWithYear'; text: string };

/** Parses a backend timestamp (ISO 8601, SQL 'yyyy-MM-dd HH:mm:ss' in UTC, or epoch ms) in a zone. */
export function toDateTime(value: string | number, zone: string): DateTime {
  if (typeof value === 'number') return DateTime.fromMillis(value, { zone });
  const iso = DateTime.fromISO(value, { zone: 'utc', setZone: true });
  const parsed = iso.isValid ? iso : DateTime.fromSQL(value, { zone: 'utc' });
  return parsed.setZone(zone);
}

function dayPattern(locale: Locale): string {
  return locale === 'nl' || locale === 'be' ? 'dd-LL' : 'dd/LL';
}

/** The calendar day of a timestamp in the zone, 'yyyy-MM-dd' (the message group key). */
export function dayKey(value: string | number, context: DateContext): string {
  return toDateTime(value, context.zone).toFormat('yyyy-LL-dd');
}

/** 'HH:mm' of a timestamp in the zone. */
export function timeLabel(value: string | number, context: DateContext): string {
  return toDateTime(value, context.zone).toFormat('HH:mm');
}

/**
 * The label of a timestamp: 'HH:mm' today, the 'yesterday' key, the weekday name within the
 * current (Monday-based) week, 'dd/LL' ('dd-LL' for nl and be) within the year, and with the year
 * ('dd/LL/yyyy', 'dd-LL-yyyy') otherwise. Future dates are labelled by their date.
 */
export function dateLabel(value: string | number, context: DateContext): DateLabel {
  const date = toDateTime(value, context.zone).setLocale(LOCALE_ISO[context.locale]);
  const now = DateTime.fromMillis(context.now, { zone: context.zone });
  if (date.hasSame(now, 'day')) return { kind: 'time', text: date.toFormat('HH:mm') };
  if (date.hasSame(now.minus({ days: 1 }), 'day')) return { kind: 'yesterday', key: YESTERDAY_KEY };
  if (date < now && date.hasSame(now, 'week')) return { kind: 'weekday', text: date.toFormat('cccc') };
  const pattern = dayPattern(context.locale);
  if (date.hasSame(now, 'year')) return { kind: 'date', text: date.toFormat(pattern) };
  const separator = pattern.charAt(2);
  return { kind: 'dateWithYear', text: date.toFormat(`${pattern}${separator}yyyy`) };
}
