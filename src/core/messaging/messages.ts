import { LIMITS } from '../common/constants.model';
import type { Message } from './conversation.model';
import { dateLabel, dayKey, toDateTime, type DateContext, type DateLabel } from './date-labels';

/** The messenger lane of SPEC §4: day groups, an unread divider, merging and paging. */

export type LaneItem =
  | { kind: 'date'; id: string; day: string; label: DateLabel }
  | { kind: 'unread'; id: 'unread' }
  | { kind: 'message'; id: string; message: Message };

function timeOf(message: Message): number {
  return toDateTime(message.createdAt, 'utc').toMillis() || 0;
}

/**
 * Merges message lists de-duplicated by id, oldest first. A later list wins for the same id, so a
 * fresher copy (status, read flag) replaces the older one.
 */
export function mergeMessages(...lists: readonly (readonly Message[])[]): Message[] {
  const byId = new Map<string, Message>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()]
    .map((message, index) => ({ message, index, time: timeOf(message) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ message }) => message);
}

/** Replaces a message by id (for example a retried not-sent message by the stored one), keeping its place. */
export function replaceMessage(list: readonly Message[], id: string, replacement: Message): Message[] {
  return list.map((message) => (message.id === id ? replacement : message));
}

/** True for a message the member has not read yet: from the other party and unread. */
export function isUnread(message: Message): boolean {
  return message.owner === 'other' && !message.read;
}

/**
 * Builds the lane: messages oldest first, a date divider before each new day, and one unread
 * divider before the first unread message. Divider messages in the input are dropped (the lane
 * derives its own).
 */
export function buildLane(messages: readonly Message[], context: DateContext): LaneItem[] {
  const items: LaneItem[] = [];
  let currentDay: string | null = null;
  let unreadPlaced = false;
  for (const message of mergeMessages(messages)) {
    if (message.type === 'divider') continue;
    const day = dayKey(message.createdAt, context);
    if (day !== currentDay) {
      items.push({ kind: 'date', id: `date-${day}`, day, label: dateLabel(message.createdAt, context) });
      currentDay = day;
    }
    if (!unreadPlaced && isUnread(message)) {
      items.push({ kind: 'unread', id: 'unread' });
      unreadPlaced = true;
    }
    items.push({ kind: 'message', id: message.id, message });
  }
  return items;
}

/** Pages to fetch when opening a conversation: ceil(unread / 20), at least 1 (SPEC §7). */
export function pagesToLoad(unread: number, pageSize: number = LIMITS.inboxPageSize): number {
  return Math.max(1, Math.ceil(Math.max(0, unread) / pageSize));
}
