import {
  countdownMoment,
  formatClock,
  readMeter,
  secondsUntil,
} from '../../../../src/core/live-chat/cost-meter.rules';
import { isLowOnCredits, secondsLeft } from '../../../../src/core/live-chat/chat-credits.rules';

describe('the cost meter', () => {
  const charge = { kind: 'vip' as const, spent: 40, seconds: 10, at: 5000 };

  it('runs the time on from the last charge, whole seconds, but keeps its credits', () => {
    expect(readMeter(charge, 5000)).toEqual({ seconds: 10, spent: 40 });
    expect(readMeter(charge, 5999)).toEqual({ seconds: 10, spent: 40 });
    expect(readMeter(charge, 8000)).toEqual({ seconds: 13, spent: 40 });
  });

  it('never runs back when the clock is behind the charge', () => {
    expect(readMeter(charge, 4000)).toEqual({ seconds: 10, spent: 40 });
  });

  it('formats durations as m:ss, and h:mm:ss from an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(180)).toBe('3:00');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('0:00');
  });

  it('tells the seconds the credits last at each rate, under a minute being low', () => {
    expect(secondsLeft(239, 'vip')).toBe(59);
    expect(isLowOnCredits(239, 'vip')).toBe(true);
    expect(isLowOnCredits(240, 'vip')).toBe(false);
    expect(secondsLeft(59, 'chat')).toBe(59);
    expect(isLowOnCredits(60, 'chat')).toBe(false);
    expect(secondsLeft(0, 'free')).toBeNull();
  });
});

describe('the free-time countdown', () => {
  it('counts whole seconds up to the end, 0 only once it is over', () => {
    expect(secondsUntil(61_000, 0)).toBe(61);
    expect(secondsUntil(61_000, 60_001)).toBe(1);
    expect(secondsUntil(61_000, 61_000)).toBe(0);
    expect(secondsUntil(61_000, 90_000)).toBe(0);
  });

  it('is said under a minute and at ten seconds, not in between', () => {
    expect([61, 60, 11, 10, 0].map(countdownMoment)).toEqual([
      null,
      'lastMinute',
      'lastMinute',
      'lastSeconds',
      'lastSeconds',
    ]);
  });
});
