import { throttle } from '../../../../src/ui/app/throttle';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls at once, then at most once a period, with the latest arguments at its end', () => {
    const calls: number[] = [];
    const limited = throttle((y: number) => calls.push(y), 250);
    limited(1);
    limited(2);
    limited(3);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(249);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    // The trailing call starts a period of its own.
    limited(4);
    jest.advanceTimersByTime(249);
    expect(calls).toEqual([1, 3]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('calls again at once after a quiet period', () => {
    const calls: number[] = [];
    const limited = throttle((y: number) => calls.push(y), 250);
    limited(1);
    jest.advanceTimersByTime(250);
    limited(2);
    expect(calls).toEqual([1, 2]);
  });

  it('drops a waiting call when cancelled', () => {
    const calls: number[] = [];
    const limited = throttle((y: number) => calls.push(y), 250);
    limited(1);
    limited(2);
    limited.cancel();
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([1]);
  });
});
