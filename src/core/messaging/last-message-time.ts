import { DateTime } from 'luxon';
import { LOCALE_ISO } from '../common/locale.model';
import type { Conversation } from './conversation.model';
import type { DateContext } from './lane-calendar';
import { utcDateTime } from './zoned-time';

/** The conversation list's times: each last message's timestamp and how the list shows it. */
export type ListTimes = Record<string, string>;

/**
 * How the conversation list shows when a last message came: relative today ('5 minutes ago'), a
 * date otherwise ('5 Dec 2026'), both in the page's language through Intl (luxon's
 * toRelative and toLocaleString). Unlike the lane's digit-only labels these need Intl's locale
 * data, which the list reads on the server and, for a message that comes in later, once luxon has
 * loaded in the tab (docs/decisions/76-conversation-list-search-archive-block.md).
 */
export function lastMessageTime(value: string, context: DateContext): string {
  const locale = LOCALE_ISO[context.locale];
  const date = utcDateTime(value).setZone(context.zone).setLocale(locale);
  if (!date.isValid) return '';
  const now = DateTime.fromMillis(context.now, { zone: context.zone, locale });
  if (date.hasSame(now, 'day')) return date.toRelative({ base: now, locale }) ?? '';
  return date.toLocaleString(DateTime.DATE_MED, { locale });
}

/** The list's times of the conversations' last messages, as the server renders them. */
export function listTimes(conversations: readonly Conversation[], context: DateContext): ListTimes {
  const times: ListTimes = {};
  for (const { message } of conversations) {
    if (message) times[message.createdAt] ??= lastMessageTime(message.createdAt, context);
  }
  return times;
}
