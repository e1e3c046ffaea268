import { periodStarts } from '../../../../src/core/wallet/limit-periods';

describe('periodStarts', () => {
  it('starts the day at midnight, the week on Monday and the month on the 1st, in Amsterdam', () => {
    // Wednesday 9 December 2026, 00:30 in Amsterdam (winter time, UTC+1).
    const starts = periodStarts(Date.parse('2026-12-08T23:30:00Z'));
    expect(new Date(starts.day).toISOString()).toBe('2026-12-08T23:00:00.000Z');
    expect(new Date(starts.week).toISOString()).toBe('2026-12-06T23:00:00.000Z');
    expect(new Date(starts.month).toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('follows summer time: a summer day starts at 22:00 UTC', () => {
    const starts = periodStarts(Date.parse('2026-07-01T21:59:00Z'));
    expect(new Date(starts.day).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(new Date(starts.month).toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });
});
