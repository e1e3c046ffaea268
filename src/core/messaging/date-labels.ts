import type { DateTime } from 'luxon';
import type { Locale } from '../common/locale.model';
import {
  YESTERDAY_KEY,
  type DateContext,
  type DateLabel,
  type LaneCalendar,
  type WeekdayKey,
  type ZonedDay,
} from './lane-calendar';
import { calendarDay, nextDayStart, utcDateTime, zonedDateTime } from './zoned-time';

/** Messenger date labels of SPEC §9, computed from an explicit clock, zone and locale. */

/**
 * The i18n keys of the weekdays' labels, Monday first (luxon's weekday 1). They are texts rather
 * than luxon's names, which it would format through Intl's locale data
 * (docs/decisions.md, 60 "Zoned times and date labels with luxon").
 */
const WEEKDAY_KEYS = [
  'date.weekday.mon',
  'date.weekday.tue',
  'date.weekday.wed',
  'date.weekday.thu',
  'date.weekday.fri',
  'date.weekday.sat',
  'date.weekday.sun',
] as const satisfies readonly WeekdayKey[];

/**
 * The calendar day of a timestamp in the zone. `known`, a day found before, is the answer when the
 * timestamp falls within it: a lane's messages come oldest first, many to a day, and reading an
 * instant in UTC costs a fraction of zoning it, which asks Intl for the zone's offset.
 */
export function zonedDay(value: string | number, context: DateContext, known?: ZonedDay): ZonedDay {
  const utc = utcDateTime(value);
  const instant = utc.toMillis();
  if (known && instant >= known.start && instant < known.end) return known;
  const date = utc.setZone(context.zone);
  const key = date.toFormat('yyyy-LL-dd');
  // An unreadable timestamp spans nothing (NaN), so the next one is read for itself.
  if (!date.isValid) return { key, start: NaN, end: NaN };
  return { key, start: date.startOf('day').toMillis(), end: nextDayStart(date) };
}

/** The calendar day of a timestamp in the zone, 'yyyy-MM-dd' (the message group key). */
export function dayKey(value: string | number, context: DateContext): string {
  return zonedDay(value, context).key;
}

/** 'HH:mm' of a timestamp in the zone. */
export function timeLabel(value: string | number, context: DateContext): string {
  return zonedDateTime(value, context.zone).toFormat('HH:mm');
}

/** 'dd/LL' ('dd-LL' for nl and be), with the year when asked. */
function dayText(date: DateTime, locale: Locale, withYear: boolean): string {
  const separator = locale === 'nl' || locale === 'be' ? '-' : '/';
  return date.toFormat(withYear ? `dd${separator}LL${separator}yyyy` : `dd${separator}LL`);
}

/**
 * The label of a timestamp: 'HH:mm' today, the 'yesterday' key, the weekday name within the
 * current (Monday-based) week, 'dd/LL' ('dd-LL' for nl and be) within the year, and with the year
 * ('dd/LL/yyyy', 'dd-LL-yyyy') otherwise. Future dates are labelled by their date.
 */
export function dateLabel(value: string | number, context: DateContext): DateLabel {
  const date = zonedDateTime(value, context.zone);
  const now = zonedDateTime(context.now, context.zone);
  // A timestamp no format understands reads 'Invalid DateTime', as luxon writes it.
  if (!date.isValid || !now.isValid)
    return { kind: 'dateWithYear', text: dayText(date, context.locale, true) };
  const day = calendarDay(date);
  const today = calendarDay(now);
  if (day === today) return { kind: 'time', text: date.toFormat('HH:mm') };
  if (day === today - 1) return { kind: 'yesterday', key: YESTERDAY_KEY };
  const monday = today - (now.weekday - 1);
  if (date < now && day >= monday) return { kind: 'weekday', key: WEEKDAY_KEYS[date.weekday - 1]! };
  if (date.year === now.year) return { kind: 'date', text: dayText(date, context.locale, false) };
  return { kind: 'dateWithYear', text: dayText(date, context.locale, true) };
}

/** The lane's calendar of a clock, zone and locale. */
export function zonedCalendar(context: DateContext): LaneCalendar {
  return {
    day: (value, known) => zonedDay(value, context, known),
    label: (value) => dateLabel(value, context),
    time: (value) => timeLabel(value, context),
  };
}
