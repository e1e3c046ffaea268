import { LIMITS } from '../common/constants.model';
import type { Message } from './conversation.model';

/**
 * Message list rules (SPEC §4, §7): merging and de-duplicating, unread, paging. Kept apart from the
 * lane's date labels, which need luxon, because the shared message store uses these in every tab.
 */

const ZONELESS = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** A backend timestamp in milliseconds: ISO or SQL-like, UTC when it names no zone; 0 when unreadable. */
export function utcMillis(value: string): number {
  const text = ZONELESS.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  return Date.parse(text) || 0;
}

/**
 * Merges message lists de-duplicated by id, oldest first. A later list wins for the same id, so a
 * fresher copy (status, read flag) replaces the older one.
 */
export function mergeMessages(...lists: readonly (readonly Message[])[]): Message[] {
  const byId = new Map<string, Message>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()]
    .map((message, index) => ({ message, index, time: utcMillis(message.createdAt) }))
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

/** Pages to fetch when opening a conversation: ceil(unread / 20), at least 1 (SPEC §7). */
export function pagesToLoad(unread: number, pageSize: number = LIMITS.inboxPageSize): number {
  return Math.max(1, Math.ceil(Math.max(0, unread) / pageSize));
}
