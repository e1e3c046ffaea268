import { webConcurrencyFromEnv } from '../../../src/config/web-concurrency';

describe('webConcurrencyFromEnv', () => {
  it('runs one worker per core when WEB_CONCURRENCY is not set or empty', () => {
    expect(webConcurrencyFromEnv({}, 6)).toBe(6);
    expect(webConcurrencyFromEnv({ WEB_CONCURRENCY: '' }, 2)).toBe(2);
    expect(webConcurrencyFromEnv({ WEB_CONCURRENCY: '  ' }, 2)).toBe(2);
  });

  it('never runs fewer than one worker, whatever the machine reports', () => {
    expect(webConcurrencyFromEnv({}, 0)).toBe(1);
  });

  it('takes a whole number of workers, spaces around it allowed', () => {
    expect(webConcurrencyFromEnv({ WEB_CONCURRENCY: '1' }, 8)).toBe(1);
    expect(webConcurrencyFromEnv({ WEB_CONCURRENCY: ' 12 ' }, 2)).toBe(12);
  });

  it.each(['0', '-2', '1.5', 'two', '0x10', '1e2', '2 workers', 'Infinity'])(
    'refuses WEB_CONCURRENCY=%s rather than guess',
    (value) => {
      expect(() => webConcurrencyFromEnv({ WEB_CONCURRENCY: value }, 2)).toThrow(
        `WEB_CONCURRENCY must be a whole number of worker processes, 1 or more, not "${value}"`,
      );
    },
  );
});
