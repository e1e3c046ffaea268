import {
  DEFAULT_PAGE_CACHE,
  DEFAULT_PERFORMER_CACHE,
  pageCacheFromEnv,
  performerCacheFromEnv,
} from '../../../../src/config/page-cache-config';

describe('pageCacheFromEnv', () => {
  it('defaults to a few seconds, and reads PAGE_CACHE_SECONDS and PAGE_CACHE_ENTRIES', () => {
    expect(pageCacheFromEnv({})).toEqual(DEFAULT_PAGE_CACHE);
    expect(pageCacheFromEnv({ PAGE_CACHE_SECONDS: '0' }).ttlSeconds).toBe(0);
    expect(pageCacheFromEnv({ PAGE_CACHE_SECONDS: '10', PAGE_CACHE_ENTRIES: '50' })).toEqual({
      ttlSeconds: 10,
      maxEntries: 50,
    });
  });

  it('keeps the default for a value that is not a whole number in range', () => {
    for (const bad of ['-1', '2.5', 'soon', ' ']) {
      expect(pageCacheFromEnv({ PAGE_CACHE_SECONDS: bad }).ttlSeconds).toBe(DEFAULT_PAGE_CACHE.ttlSeconds);
    }
    expect(pageCacheFromEnv({ PAGE_CACHE_ENTRIES: '0' }).maxEntries).toBe(DEFAULT_PAGE_CACHE.maxEntries);
  });
});

describe('performerCacheFromEnv', () => {
  it('defaults to a few seconds, and reads PERFORMER_CACHE_SECONDS and PERFORMER_CACHE_ENTRIES', () => {
    expect(performerCacheFromEnv({})).toEqual(DEFAULT_PERFORMER_CACHE);
    expect(DEFAULT_PERFORMER_CACHE.ttlSeconds).toBeGreaterThan(0);
    expect(performerCacheFromEnv({ PERFORMER_CACHE_SECONDS: '0' }).ttlSeconds).toBe(0);
    expect(performerCacheFromEnv({ PERFORMER_CACHE_SECONDS: '5', PERFORMER_CACHE_ENTRIES: '20' })).toEqual({
      ttlSeconds: 5,
      maxEntries: 20,
    });
    expect(performerCacheFromEnv({ PERFORMER_CACHE_SECONDS: 'soon' })).toEqual(DEFAULT_PERFORMER_CACHE);
  });
});
