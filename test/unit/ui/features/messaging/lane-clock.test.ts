import { autorun } from 'mobx';
import { NO_READ_DATES, readDates } from '../../../../../src/core/messaging/lane-calendar';
import { buildLane } from '../../../../../src/core/messaging/messages';
import { LaneClock } from '../../../../../src/ui/features/messaging/view-models/lane-clock';
import { at, calendar, context, message } from '../../../core/messaging/message-setup';

// The first page the server rendered: last week, yesterday and two messages today.
const page = [
  message('1', at('2026-11-16T09:00:00')),
  message('2', at('2026-11-17T23:59:00')),
  message('3', at('2026-11-18T10:15:00')),
  message('4', at('2026-11-18T12:40:00'), { read: false }),
];

describe('LaneClock', () => {
  it('renders the lane the server read before the zones are loaded, as luxon reads it', () => {
    const clock = new LaneClock(context, readDates(page, calendar));
    expect(buildLane(page, clock)).toEqual(buildLane(page, calendar));
    expect(page.map(({ createdAt }) => clock.time(createdAt))).toEqual(['09:00', '23:59', '10:15', '12:40']);
  });

  it('reads an older page of today with luxon, and its divider shows the older message’s time', async () => {
    const clock = new LaneClock(context, readDates(page, calendar));
    await clock.load();
    const withOlder = [message('0', at('2026-11-18T08:05:00')), ...page];
    expect(buildLane(withOlder, clock)).toEqual(buildLane(withOlder, calendar));
    expect(buildLane(withOlder, clock).find((item) => item.id === 'date-0')).toMatchObject({
      label: { kind: 'time', text: '08:05' },
    });
  });

  it('shows no time for a timestamp it has not read until the zones come, then luxon’s', async () => {
    const clock = new LaneClock(context, readDates(page, calendar));
    const arrived = at('2026-11-18T14:20:00');
    const seen: string[] = [];
    const stop = autorun(() => seen.push(clock.time(arrived)));
    await clock.load();
    stop();
    expect(seen).toEqual(['', '14:20']);
  });

  it('does not read again what the server read when the zones come', async () => {
    const clock = new LaneClock(context, readDates(page, calendar));
    let builds = 0;
    const stop = autorun(() => {
      buildLane(page, clock);
      builds += 1;
    });
    await clock.load();
    stop();
    expect(builds).toBe(1);
  });

  it('puts a timestamp it has not read under the day before it until the zones come', () => {
    const clock = new LaneClock(context, readDates(page, calendar));
    const lane = buildLane([...page, message('5', at('2026-11-18T14:20:00'))], clock);
    expect(lane.map((item) => item.id)).toEqual([
      'date-1',
      '1',
      'date-2',
      '2',
      'date-3',
      '3',
      'unread',
      '4',
      '5',
    ]);
  });

  it('reads every timestamp with luxon for a lane nothing on the server read', async () => {
    const clock = await LaneClock.loaded(context, NO_READ_DATES);
    expect(buildLane(page, clock)).toEqual(buildLane(page, calendar));
  });
});
