import type { Message } from './conversation.model';
import type { DateLabel, LaneCalendar, ZonedDay } from './lane-calendar';
import { isUnread, mergeMessages } from './message-lists';

/** The messenger lane of SPEC §4: day groups and an unread divider (list rules: message-lists.ts). */

export type LaneItem =
  | { kind: 'date'; id: string; day: string; label: DateLabel }
  | { kind: 'unread'; id: 'unread' }
  | { kind: 'message'; id: string; message: Message };

/**
 * Builds the lane: messages oldest first, a date divider before each new day, and one unread
 * divider before the first unread message. Divider messages in the input are dropped (the lane
 * derives its own). `unreadFrom`, when given, names the first message that was unread when the
 * member opened the conversation: the divider stays there after the messages are marked read
 * (null: no divider).
 */
export function buildLane(
  messages: readonly Message[],
  calendar: LaneCalendar,
  unreadFrom?: string | null,
): LaneItem[] {
  const startsUnread = unreadFrom === undefined ? isUnread : (message: Message) => message.id === unreadFrom;
  const items: LaneItem[] = [];
  let currentDay: ZonedDay | undefined;
  let unreadPlaced = false;
  for (const message of mergeMessages(messages)) {
    if (message.type === 'divider') continue;
    const zoned = calendar.day(message.createdAt, currentDay);
    const day = zoned.key;
    if (day !== currentDay?.key) {
      // Named by the message it stands before, not by its day: when older messages of the same day
      // come in above, the divider moves up to them, and the lane's window must see it as new there.
      const id = `date-${message.id}`;
      items.push({ kind: 'date', id, day, label: calendar.label(message.createdAt) });
      currentDay = zoned;
    }
    if (!unreadPlaced && startsUnread(message)) {
      items.push({ kind: 'unread', id: 'unread' });
      unreadPlaced = true;
    }
    items.push({ kind: 'message', id: message.id, message });
  }
  return items;
}
