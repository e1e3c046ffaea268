import { DateTime } from 'luxon';
import { zonedCalendar } from '../../../../src/core/messaging/date-labels';
import type { DateContext } from '../../../../src/core/messaging/lane-calendar';
import type { Message } from '../../../../src/core/messaging/conversation.model';

export const zone = 'Europe/Amsterdam';

// Wednesday 18 November 2026, 14:30 in Amsterdam.
export const now = DateTime.fromISO('2026-11-18T14:30:00', { zone }).toMillis();

export const context: DateContext = { now, zone, locale: 'en' };

export const calendar = zonedCalendar(context);

export function at(local: string): string {
  return DateTime.fromISO(local, { zone }).toUTC().toISO()!;
}

export function message(id: string, createdAt: string, overrides: Partial<Message> = {}): Message {
  return {
    type: 'text',
    id,
    createdAt,
    read: true,
    attachment: null,
    content: id,
    owner: 'other',
    senderId: 7,
    status: 'delivered',
    conversationId: 1,
    ...overrides,
  };
}
