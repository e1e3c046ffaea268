import { calendarDay, zonedDateTime } from '../../../../src/core/messaging/zoned-time';

const HOUR = 3_600_000;
const ZONE = 'Europe/Amsterdam';
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The platform's own reading of the zone's wall clock, without luxon. */
const platform = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  weekday: 'short',
});

function platformWallClock(instant: number) {
  const parts: Record<string, string> = {};
  for (const part of platform.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? '') + 1,
  };
}

function wallClock(value: string | number) {
  const { year, month, day, hour, minute, weekday } = zonedDateTime(value, ZONE);
  return { year, month, day, hour, minute, weekday };
}

/** Instants around each of the year's clock changes, a quarter of an hour apart, and every day's noon. */
function instantsOf(year: number): number[] {
  const instants: number[] = [];
  for (const month of [2, 9]) {
    for (let day = 24; day <= 31; day += 1) {
      const midnight = Date.UTC(year, month, day);
      for (let quarter = -8; quarter < 16; quarter += 1) instants.push(midnight + quarter * HOUR * 0.25);
    }
  }
  for (let day = 0; day < 366; day += 7) instants.push(Date.UTC(year, 0, 1, 12) + day * 24 * HOUR);
  return instants;
}

describe('zonedDateTime of Europe/Amsterdam', () => {
  it('agrees with the platform zone data around every clock change from 1996 to 2037', () => {
    for (let year = 1996; year <= 2037; year += 1)
      for (const instant of instantsOf(year))
        expect([new Date(instant).toISOString(), wallClock(instant)]).toEqual([
          new Date(instant).toISOString(),
          platformWallClock(instant),
        ]);
  });

  it('moves the clock forward in March and back in October', () => {
    expect(zonedDateTime('2026-03-29T00:59:00Z', ZONE).toFormat('yyyy-LL-dd HH:mm')).toBe('2026-03-29 01:59');
    expect(zonedDateTime('2026-03-29T01:00:00Z', ZONE).toFormat('yyyy-LL-dd HH:mm')).toBe('2026-03-29 03:00');
    expect(zonedDateTime('2026-10-25T00:59:00Z', ZONE).toFormat('yyyy-LL-dd HH:mm')).toBe('2026-10-25 02:59');
    expect(zonedDateTime('2026-10-25T01:00:00Z', ZONE).toFormat('yyyy-LL-dd HH:mm')).toBe('2026-10-25 02:00');
  });

  it('knows the years before the European Union rule', () => {
    for (const instant of [Date.UTC(1995, 8, 24, 0, 30), Date.UTC(1980, 3, 1), Date.UTC(2038, 6, 1, 12)])
      expect(wallClock(instant)).toEqual(platformWallClock(instant));
    // 1995 still ended summer time in September in Amsterdam.
    expect(wallClock(Date.UTC(1995, 8, 24, 12)).hour).toBe(13);
  });

  it('reads ISO 8601 as UTC unless it has an offset, SQL as UTC, and epoch milliseconds', () => {
    expect(wallClock('2026-11-18T08:05:00').hour).toBe(9);
    expect(wallClock('2026-11-18T08:05:00+05:30').hour).toBe(3);
    expect(wallClock('2026-07-18 08:05:00')).toMatchObject({ day: 18, hour: 10, minute: 5 });
    expect(wallClock(Date.UTC(2026, 6, 18, 8, 5))).toEqual(wallClock('2026-07-18T08:05:00Z'));
  });

  it('is invalid for an invalid instant or a text no format understands', () => {
    expect(zonedDateTime(Number.NaN, ZONE).isValid).toBe(false);
    expect(zonedDateTime('not a date', ZONE).isValid).toBe(false);
    expect(zonedDateTime('2026-11-18 25:00:00', ZONE).isValid).toBe(false);
  });
});

describe('calendarDay', () => {
  it('counts the wall clock days, one a day across a clock change and a new year', () => {
    const day = (iso: string) => calendarDay(zonedDateTime(iso, ZONE));
    // The night the clocks go forward is an hour short, and the new year comes before UTC's.
    expect(day('2026-03-29T21:59:00Z') - day('2026-03-28T22:59:00Z')).toBe(1);
    expect(day('2026-03-29T22:00:00Z') - day('2026-03-29T21:59:00Z')).toBe(1);
    expect(day('2026-12-31T23:30:00Z') - day('2026-12-31T22:30:00Z')).toBe(1);
  });
});
