import type { Locale } from '../common/locale.model';
import type { Message } from './conversation.model';

/** How the messenger's lane reads its messages' timestamps (SPEC §9), and what the server read. */

/** The messenger's clock zone: a Dutch-first site labels days as its members' calendar has them. */
export const MESSENGER_TIME_ZONE = 'Europe/Amsterdam';

export interface DateContext {
  /** The current time in milliseconds since the epoch. */
  now: number;
  /** IANA time zone the member sees, e.g. 'Europe/Amsterdam'. */
  zone: string;
  locale: Locale;
}

/** The i18n key of the 'yesterday' label. */
export const YESTERDAY_KEY = 'date.yesterday';

export type WeekdayKey = `date.weekday.${'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'}`;

export type DateLabel =
  | { kind: 'time'; text: string }
  | { kind: 'yesterday'; key: typeof YESTERDAY_KEY }
  | { kind: 'weekday'; key: WeekdayKey }
  | { kind: 'date'; text: string }
  | { kind: 'dateWithYear'; text: string };

/** A calendar day in the member's zone: its key, 'yyyy-MM-dd', and the instants it spans (ms). */
export interface ZonedDay {
  key: string;
  start: number;
  end: number;
}

/** A lane's reading of timestamps (the formats of a backend's `createdAt`) in one zone and clock. */
export interface LaneCalendar {
  /** The timestamp's calendar day; `known`, a day found before, when it falls within it. */
  day(value: string, known?: ZonedDay): ZonedDay;
  /** The date divider's label of the timestamp's day. */
  label(value: string): DateLabel;
  /** 'HH:mm' of the timestamp. */
  time(value: string): string;
}

/**
 * The server's reading of a page's messages: each timestamp's day and time, each day's label (today's
 * is the time of the message its divider stands before). The page hydrates from it, so the tab
 * renders the lane before it has loaded the zones' library.
 */
export interface ReadDates {
  times: Record<string, { day: string; time: string }>;
  labels: Record<string, DateLabel>;
}

export const NO_READ_DATES: ReadDates = { times: {}, labels: {} };

/** What `calendar` reads for the messages' timestamps. */
export function readDates(messages: readonly Message[], calendar: LaneCalendar): ReadDates {
  const read: ReadDates = { times: {}, labels: {} };
  let known: ZonedDay | undefined;
  for (const { createdAt } of messages) {
    known = calendar.day(createdAt, known);
    read.times[createdAt] = { day: known.key, time: calendar.time(createdAt) };
    read.labels[known.key] ??= calendar.label(createdAt);
  }
  return read;
}
