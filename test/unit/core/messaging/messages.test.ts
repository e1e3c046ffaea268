import { buildLane } from '../../../../src/core/messaging/messages';
import { at, context, message } from './message-setup';

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
