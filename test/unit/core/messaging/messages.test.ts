import { dayKey } from '../../../../src/core/messaging/date-labels';
import { buildLane } from '../../../../src/core/messaging/messages';
import { at, calendar, context, message } from './message-setup';

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
      calendar,
    );
    expect(lane.map((item) => item.id)).toEqual(['date-1', '1', 'date-2', '2', 'unread', '3', '4']);
    expect(lane[0]).toMatchObject({ kind: 'date', day: '2026-11-17', label: { kind: 'yesterday' } });
    expect(lane[2]).toMatchObject({ kind: 'date', label: { kind: 'time', text: '08:00' } });
  });

  it('moves a day’s divider up to the older messages of that day that come in above it', () => {
    const newer = [message('5', at('2026-11-18T10:00:00')), message('6', at('2026-11-18T11:00:00'))];
    const before = buildLane(newer, calendar).map((item) => item.id);
    const after = buildLane([message('4', at('2026-11-18T09:00:00')), ...newer], calendar).map(
      (item) => item.id,
    );
    expect(before).toEqual(['date-5', '5', '6']);
    expect(after).toEqual(['date-4', '4', '5', '6']);
  });

  it('has no unread divider when everything is read', () => {
    const lane = buildLane([message('1', at('2026-11-18T10:00:00'))], calendar);
    expect(lane.some((item) => item.kind === 'unread')).toBe(false);
  });

  it.each(['2026-03-29', '2026-10-25'])(
    'starts a new day at local midnight around the clock change of %s, for every message of a day',
    (day) => {
      // A message every 50 minutes from two days before the change to two days after, in UTC.
      const first = Date.parse(`${day}T00:00:00Z`) - 2 * 86_400_000;
      const messages = Array.from({ length: 4 * 29 }, (_, index) =>
        message(`m${index}`, new Date(first + index * 50 * 60_000).toISOString()),
      );
      const lane = buildLane(messages, calendar);
      let shown = '';
      const grouped: [string, string][] = [];
      for (const item of lane) {
        if (item.kind === 'date') shown = item.day;
        if (item.kind === 'message') grouped.push([item.message.createdAt, shown]);
      }
      // Each message sits under its own day, as read for it alone.
      expect(grouped).toEqual(messages.map(({ createdAt }) => [createdAt, dayKey(createdAt, context)]));
      expect(lane.filter((item) => item.kind === 'date')).toHaveLength(5);
    },
  );

  it('returns an empty lane for no messages', () => {
    expect(buildLane([], calendar)).toEqual([]);
  });
});
