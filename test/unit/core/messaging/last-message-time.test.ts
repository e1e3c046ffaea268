import { lastMessageTime, listTimes } from '../../../../src/core/messaging/last-message-time';
import type { Conversation } from '../../../../src/core/messaging/conversation.model';

const now = Date.parse('2026-11-18T14:00:00Z');
const zone = 'Europe/Amsterdam';

describe('lastMessageTime', () => {
  it('is relative today, in the page language', () => {
    expect(lastMessageTime('2026-11-18T13:55:00Z', { now, zone, locale: 'en' })).toBe('5 minutes ago');
    expect(lastMessageTime('2026-11-18T12:00:00Z', { now, zone, locale: 'nl' })).toBe('2 uur geleden');
    expect(lastMessageTime('2026-11-18T12:00:00Z', { now, zone, locale: 'de' })).toBe('vor 2 Stunden');
  });

  it('is a date on any other day (of the member zone), in the page language', () => {
    // 23:30 UTC on the 17th is already the 18th in Amsterdam.
    expect(lastMessageTime('2026-11-17T23:30:00Z', { now, zone, locale: 'en' })).toMatch(/ago$/);
    expect(lastMessageTime('2026-11-17T22:30:00Z', { now, zone, locale: 'en' })).toBe('17 Nov 2026');
    expect(lastMessageTime('2026-11-02 10:00:00', { now, zone, locale: 'be' })).toBe('2 nov 2026');
  });

  it('is empty for a timestamp nothing reads', () => {
    expect(lastMessageTime('soon', { now, zone, locale: 'en' })).toBe('');
  });

  it('reads each last message once for the list', () => {
    const withLast = (createdAt: string) => ({ message: { createdAt } }) as unknown as Conversation;
    const none = { message: null } as unknown as Conversation;
    expect(
      listTimes([withLast('2026-11-18T13:00:00Z'), none, withLast('2026-11-01T13:00:00Z')], {
        now,
        zone,
        locale: 'en',
      }),
    ).toEqual({ '2026-11-18T13:00:00Z': '1 hour ago', '2026-11-01T13:00:00Z': '1 Nov 2026' });
  });
});
