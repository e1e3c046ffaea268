import {
  isInFree,
  isInVip,
  isLive,
  isPaused,
  onlineDisplayStyle,
  onlineState,
  ONLINE_STATUS,
} from '../../../../src/core/performers/online-status';

describe('online status flags', () => {
  it('tests each bit by mask', () => {
    expect([isLive(0), isInFree(0), isInVip(0), isPaused(0)]).toEqual([false, false, false, false]);
    expect([isLive(3), isInFree(3), isInVip(3), isPaused(3)]).toEqual([true, true, false, false]);
    expect([isLive(5), isInFree(5), isInVip(5), isPaused(5)]).toEqual([true, false, true, false]);
    expect([isLive(9), isInFree(9), isInVip(9), isPaused(9)]).toEqual([true, false, false, true]);
    expect(isInFree(ONLINE_STATUS.INFREE)).toBe(true);
  });

  it.each([
    [0, 'offline'],
    [1, 'online'],
    [3, 'infree'],
    [2, 'infree'],
    [5, 'invip'],
    [7, 'invip'],
    [9, 'online'],
  ])('shows status %p as %p', (status, style) => {
    expect(onlineDisplayStyle(status)).toBe(style);
  });

  it('reads online for any set bit', () => {
    expect(onlineState(0)).toBe('offline');
    expect(onlineState(1)).toBe('online');
    expect(onlineState(9)).toBe('online');
    expect(onlineState(Number.NaN)).toBe('offline');
  });
});
