/** The guest page cache's settings (docs/decisions.md, 24 "Guest page cache"). */
export interface PageCacheSettings {
  /** 0 turns the cache off. */
  ttlSeconds: number;
  maxEntries: number;
}

export const DEFAULT_PAGE_CACHE: PageCacheSettings = { ttlSeconds: 3, maxEntries: 500 };

/** `{prefix}_SECONDS` (0 = off) and `{prefix}_ENTRIES`; bad values give the default. */
function cacheFromEnv(
  env: Record<string, string | undefined>,
  prefix: string,
  defaults: PageCacheSettings,
): PageCacheSettings {
  return {
    ttlSeconds: wholeNumber(env[`${prefix}_SECONDS`], defaults.ttlSeconds, 0),
    maxEntries: wholeNumber(env[`${prefix}_ENTRIES`], defaults.maxEntries, 1),
  };
}

/** PAGE_CACHE_SECONDS (0 = off, default 3) and PAGE_CACHE_ENTRIES (default 500); bad values give the default. */
export function pageCacheFromEnv(env: Record<string, string | undefined>): PageCacheSettings {
  return cacheFromEnv(env, 'PAGE_CACHE', DEFAULT_PAGE_CACHE);
}

/** The performer catalogue cache's settings (docs/decisions.md, 26 "Performer catalogue cache"). */
export const DEFAULT_PERFORMER_CACHE: PageCacheSettings = { ttlSeconds: 3, maxEntries: 500 };

/** PERFORMER_CACHE_SECONDS (0 = off, default 3) and PERFORMER_CACHE_ENTRIES (default 500 answers). */
export function performerCacheFromEnv(env: Record<string, string | undefined>): PageCacheSettings {
  return cacheFromEnv(env, 'PERFORMER_CACHE', DEFAULT_PERFORMER_CACHE);
}

function wholeNumber(text: string | undefined, fallback: number, min: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= min ? value : fallback;
}
