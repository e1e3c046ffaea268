import { debounce } from '../../../../src/ui/app/debounce';

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls once, the given time after the last of a run of calls', () => {
    const calls: string[] = [];
    const limited = debounce((move: string) => calls.push(move), 257);
    limited('a');
    jest.advanceTimersByTime(200);
    limited('b');
    jest.advanceTimersByTime(256);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual(['b']);
  });

  it('calls nothing once cancelled', () => {
    const calls: string[] = [];
    const limited = debounce((move: string) => calls.push(move), 257);
    limited('a');
    limited.cancel();
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
  });
});
