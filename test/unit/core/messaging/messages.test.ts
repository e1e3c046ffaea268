import { DateTime } from 'luxon';
import { dateLabel, timeLabel, type DateContext } from '../../../../src/core/messaging/date-labels';
import { buildLane } from '../../../../src/core/messaging/messages';
import {
  mergeMessages,
  pagesToLoad,
  replaceMessage,
  utcMillis,
} from '../../../../src/core/messaging/message-lists';
import type { Message } from '../../../../src/core/messaging/conversation.model';

const zone = 'Europe/Amsterdam';
// Wednesday 18 November 2026, 14:30 in Amsterdam.
const now = DateTime.fromISO('2026-11-18T14:30:00', { zone }).toMillis();
const context: DateContext = { now, zone, locale: 'en' };

function at(local: string): string {
  return DateTime.fromISO(local, { zone }).toUTC().toISO()!;
}

function message(id: string, createdAt: string, overrides: Partial<Message> = {}): Message {
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

describe('dateLabel', () => {
  it('shows HH:mm today in the member zone', () => {
    expect(dateLabel(at('2026-11-18T09:05:00'), context)).toEqual({ kind: 'time', text: '09:05' });
    expect(timeLabel(at('2026-11-18T23:59:00'), context)).toBe('23:59');
  });

  it('uses the yesterday key', () => {
    expect(dateLabel(at('2026-11-17T23:00:00'), context)).toEqual({
      kind: 'yesterday',
      key: 'date.yesterday',
    });
  });

  it('shows the weekday within the current week', () => {
    expect(dateLabel(at('2026-11-16T10:00:00'), context)).toEqual({ kind: 'weekday', text: 'Monday' });
    expect(dateLabel(at('2026-11-16T10:00:00'), { ...context, locale: 'nl' })).toEqual({
      kind: 'weekday',
      text: 'maandag',
    });
  });

  it('shows dd/LL within the year and dd-LL for Dutch', () => {
    expect(dateLabel(at('2026-11-15T10:00:00'), context)).toEqual({ kind: 'date', text: '15/11' });
    expect(dateLabel(at('2026-02-03T10:00:00'), { ...context, locale: 'nl' })).toEqual({
      kind: 'date',
      text: '03-02',
    });
    expect(dateLabel(at('2026-02-03T10:00:00'), { ...context, locale: 'be' }).kind).toBe('date');
  });

  it('adds the year for older dates', () => {
    expect(dateLabel(at('2025-12-31T10:00:00'), context)).toEqual({
      kind: 'dateWithYear',
      text: '31/12/2025',
    });
    expect(dateLabel(at('2025-12-31T10:00:00'), { ...context, locale: 'nl' })).toEqual({
      kind: 'dateWithYear',
      text: '31-12-2025',
    });
  });

  it('calls yesterday yesterday even across a week boundary', () => {
    const monday = DateTime.fromISO('2026-11-16T08:00:00', { zone }).toMillis();
    expect(dateLabel(at('2026-11-15T20:00:00'), { ...context, now: monday }).kind).toBe('yesterday');
  });

  it('reads SQL timestamps as UTC and epoch milliseconds', () => {
    expect(dateLabel('2026-11-18 08:05:00', context)).toEqual({ kind: 'time', text: '09:05' });
    expect(dateLabel(now, context)).toEqual({ kind: 'time', text: '14:30' });
  });
});

describe('mergeMessages', () => {
  it('de-duplicates by id, later copies win, oldest first', () => {
    const older = [message('b', at('2026-11-18T10:00:00')), message('a', at('2026-11-18T09:00:00'))];
    const fresher = [
      message('b', at('2026-11-18T10:00:00'), { read: false }),
      message('c', at('2026-11-18T11:00:00')),
    ];
    const merged = mergeMessages(older, fresher);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(merged[1]!.read).toBe(false);
  });

  it('replaces a message in place', () => {
    const list = [message('local-1', at('2026-11-18T10:00:00'), { status: 'not-sent' })];
    const stored = message('99', at('2026-11-18T10:00:01'), { status: 'sent' });
    expect(replaceMessage(list, 'local-1', stored)).toEqual([stored]);
  });
});

describe('buildLane', () => {
  it('groups by day with date dividers and puts the unread divider before the first unread', () => {
    const lane = buildLane(
      [
        message('3', at('2026-11-18T10:00:00'), { read: false }),
        message('1', at('2026-11-17T09:00:00'), { owner: 'self', read: false }),
        message('2', at('2026-11-18T08:00:00')),
        message('4', at('2026-11-18T11:00:00'), { read: false }),
        message('d', at('2026-11-18T08:30:00'), { type: 'divider' }),
      ],
      context,
    );
    expect(lane.map((item) => item.id)).toEqual([
      'date-2026-11-17',
      '1',
      'date-2026-11-18',
      '2',
      'unread',
      '3',
      '4',
    ]);
    expect(lane[0]).toMatchObject({ kind: 'date', day: '2026-11-17', label: { kind: 'yesterday' } });
    expect(lane[2]).toMatchObject({ kind: 'date', label: { kind: 'time', text: '08:00' } });
  });

  it('has no unread divider when everything is read', () => {
    const lane = buildLane([message('1', at('2026-11-18T10:00:00'))], context);
    expect(lane.some((item) => item.kind === 'unread')).toBe(false);
  });

  it('returns an empty lane for no messages', () => {
    expect(buildLane([], context)).toEqual([]);
  });
});

describe('pagesToLoad', () => {
  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [45, 3],
    [-3, 1],
  ])('loads %p unread in %p pages', (unread, pages) => {
    expect(pagesToLoad(unread)).toBe(pages);
  });
});

describe('utcMillis', () => {
  it('reads ISO timestamps with a zone as they say', () => {
    expect(utcMillis('2026-11-18T14:30:00+01:00')).toBe(Date.UTC(2026, 10, 18, 13, 30));
    expect(utcMillis('2026-11-18T14:30:00.250Z')).toBe(Date.UTC(2026, 10, 18, 14, 30, 0, 250));
  });

  it('reads ISO and SQL-like timestamps without a zone as UTC, whatever the machine zone', () => {
    expect(utcMillis('2026-11-18T14:30:00')).toBe(Date.UTC(2026, 10, 18, 14, 30));
    expect(utcMillis('2026-11-18 14:30:05')).toBe(Date.UTC(2026, 10, 18, 14, 30, 5));
  });

  it('gives 0 for a timestamp it cannot read', () => {
    expect(utcMillis('yesterday')).toBe(0);
  });
});
