import type { Locale } from '../common/locale.model';
import { zonedDay, zonedFields, type ZonedFields } from './zoned-time';

/** Messenger date labels of SPEC §9, computed from an explicit clock, zone and locale. */

export interface DateContext {
  /** The current time in milliseconds since the epoch. */
  now: number;
  /** IANA time zone the member sees, e.g. 'Europe/Amsterdam'. */
  zone: string;
  locale: Locale;
}

/** The i18n key of the 'yesterday' label. */
export const YESTERDAY_KEY = 'date.yesterday';

/** The i18n keys of the weekdays' labels, Monday first (ZonedFields' weekday 1). */
const WEEKDAY_KEYS = [
  'date.weekday.mon',
  'date.weekday.tue',
  'date.weekday.wed',
  'date.weekday.thu',
  'date.weekday.fri',
  'date.weekday.sat',
  'date.weekday.sun',
] as const;

export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

export type DateLabel =
  | { kind: 'time'; text: string }
  | { kind: 'yesterday'; key: typeof YESTERDAY_KEY }
  | { kind: 'weekday'; key: WeekdayKey }
  | { kind: 'date'; text: string }
  | { kind: 'dateWithYear'; text: string };

/** What a label reads for a timestamp no format understands. */
const INVALID = 'Invalid DateTime';
const SQL_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Milliseconds since the epoch of a backend timestamp: ISO 8601 (UTC unless it has an offset), SQL
 * 'yyyy-MM-dd HH:mm:ss' in UTC, or epoch ms; NaN for anything else.
 */
export function toMillis(value: string | number): number {
  if (typeof value === 'number') return value;
  const sql = SQL_TIMESTAMP.exec(value);
  const iso = sql ? `${sql[1]}T${sql[2]}` : value;
  const match = ISO_TIMESTAMP.exec(iso);
  if (!match) return Number.NaN;
  // Date.parse reads a date-time without an offset as local time: the backend means UTC.
  return Date.parse(match[1] || !iso.includes('T') ? iso : `${iso}Z`);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day of a timestamp in the zone, 'yyyy-MM-dd' (the message group key). */
export function dayKey(value: string | number, context: DateContext): string {
  const fields = zonedFields(toMillis(value), context.zone);
  return fields ? `${fields.year}-${pad(fields.month)}-${pad(fields.day)}` : INVALID;
}

/** 'HH:mm' of a timestamp in the zone. */
export function timeLabel(value: string | number, context: DateContext): string {
  const fields = zonedFields(toMillis(value), context.zone);
  return fields ? `${pad(fields.hour)}:${pad(fields.minute)}` : INVALID;
}

/** 'dd/LL' ('dd-LL' for nl and be), with the year when asked. */
function dayText(fields: ZonedFields, locale: Locale, withYear: boolean): string {
  const separator = locale === 'nl' || locale === 'be' ? '-' : '/';
  const day = `${pad(fields.day)}${separator}${pad(fields.month)}`;
  return withYear ? `${day}${separator}${fields.year}` : day;
}

/**
 * The label of a timestamp: 'HH:mm' today, the 'yesterday' key, the weekday name within the
 * current (Monday-based) week, 'dd/LL' ('dd-LL' for nl and be) within the year, and with the year
 * ('dd/LL/yyyy', 'dd-LL-yyyy') otherwise. Future dates are labelled by their date.
 */
export function dateLabel(value: string | number, context: DateContext): DateLabel {
  const millis = toMillis(value);
  const date = zonedFields(millis, context.zone);
  const now = zonedFields(context.now, context.zone);
  if (!date || !now) return { kind: 'dateWithYear', text: INVALID };
  const day = zonedDay(date);
  const today = zonedDay(now);
  if (day === today) return { kind: 'time', text: `${pad(date.hour)}:${pad(date.minute)}` };
  if (day === today - 1) return { kind: 'yesterday', key: YESTERDAY_KEY };
  const monday = today - (now.weekday - 1);
  if (millis < context.now && day >= monday) {
    return { kind: 'weekday', key: WEEKDAY_KEYS[date.weekday - 1]! };
  }
  if (date.year === now.year) return { kind: 'date', text: dayText(date, context.locale, false) };
  return { kind: 'dateWithYear', text: dayText(date, context.locale, true) };
}
