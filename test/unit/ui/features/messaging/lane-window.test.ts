import { LANE_WINDOW, nextRange } from '../../../../../src/ui/features/messaging/hooks/use-lane-window';

const ids = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `m${from + i}`);

describe('the lane’s window (nextRange)', () => {
  it('opens at the newest items, at most LANE_WINDOW of them', () => {
    expect(nextRange([], ids(0, 20), { start: 0, end: 0 })).toEqual({ start: 0, end: 20 });
    expect(nextRange([], ids(0, 500), { start: 0, end: 0 })).toEqual({ start: 500 - LANE_WINDOW, end: 500 });
  });

  it('follows a new message at the bottom, dropping the oldest shown', () => {
    const before = ids(0, 200);
    expect(nextRange(before, ids(0, 201), { start: 120, end: 200 })).toEqual({ start: 121, end: 201 });
  });

  it('takes in an older page at the top, dropping from the bottom', () => {
    const before = ids(100, 160);
    const after = ids(80, 160);
    expect(nextRange(before, after, { start: 0, end: 60 })).toEqual({ start: 0, end: LANE_WINDOW });
  });

  it('takes in an older page of the same day, whose divider moved up to it', () => {
    const before = ['date-m100', ...ids(100, 160)];
    const after = ['date-m80', ...ids(80, 160)];
    expect(nextRange(before, after, { start: 0, end: 61 })).toEqual({ start: 0, end: LANE_WINDOW });
  });

  it('keeps its place when its first item goes, by the next of its items still there', () => {
    const before = ids(100, 400);
    const after = [...ids(80, 150), ...ids(151, 401)];
    expect(nextRange(before, after, { start: 50, end: 130 })).toEqual({ start: 70, end: 149 });
  });

  it('opens at the newest when none of the items it showed are left', () => {
    expect(nextRange(ids(0, 100), ids(500, 600), { start: 10, end: 90 })).toEqual({
      start: 100 - LANE_WINDOW,
      end: 100,
    });
  });

  it('keeps the same items in view when the window is in the middle', () => {
    const before = ids(100, 400);
    const after = ids(80, 401);
    expect(nextRange(before, after, { start: 50, end: 130 })).toEqual({ start: 70, end: 150 });
  });
});
