import {
  DEFAULT_PERFORMER_CACHE,
  DEFAULT_SHARED_PAGE_CACHE,
  performerCacheFromEnv,
  sharedPageCacheFromEnv,
} from '../../../../src/config/page-cache-config';

describe('sharedPageCacheFromEnv', () => {
  it('lets shared caches keep a guest page a few seconds by default, with nobody to purge', () => {
    expect(sharedPageCacheFromEnv({})).toEqual(DEFAULT_SHARED_PAGE_CACHE);
    expect(DEFAULT_SHARED_PAGE_CACHE.seconds).toBeGreaterThan(0);
    expect(sharedPageCacheFromEnv({ PAGE_CACHE_SECONDS: '0' }).seconds).toBe(0);
    expect(sharedPageCacheFromEnv({ PAGE_CACHE_SECONDS: '60' }).seconds).toBe(60);
  });

  it('keeps the default for a value that is not a whole number in range', () => {
    for (const bad of ['-1', '2.5', 'soon', ' ']) {
      expect(sharedPageCacheFromEnv({ PAGE_CACHE_SECONDS: bad }).seconds).toBe(
        DEFAULT_SHARED_PAGE_CACHE.seconds,
      );
    }
  });

  it('reads the purge targets, each with the token when one is set', () => {
    expect(
      sharedPageCacheFromEnv({ PAGE_CACHE_PURGE_URLS: ' http://a.test/purge , ,http://b.test/purge' }).purge,
    ).toEqual([{ url: 'http://a.test/purge' }, { url: 'http://b.test/purge' }]);
    expect(
      sharedPageCacheFromEnv({
        PAGE_CACHE_PURGE_URLS: 'https://cdn.test/purge',
        PAGE_CACHE_PURGE_TOKEN: 's3',
      }).purge,
    ).toEqual([{ url: 'https://cdn.test/purge', token: 's3' }]);
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
