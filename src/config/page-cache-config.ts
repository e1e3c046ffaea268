/** A per-process cache's settings (the performer catalogue's). */
export interface PageCacheSettings {
  /** 0 turns the cache off. */
  ttlSeconds: number;
  maxEntries: number;
}

/** Where a shared cache is told to forget every page (nginx's purge location, a CDN's purge call). */
export interface PurgeTarget {
  url: string;
  /** Sent as `Authorization: Bearer …` when set (a CDN's API token). */
  token?: string;
}

/** How shared caches (nginx, a CDN) may keep guests' pages (docs/decisions.md, 73). */
export interface SharedPageCacheSettings {
  /** How long a shared cache may keep a guest's page (`s-maxage`); 0: no page may be kept. */
  seconds: number;
  /** Told to forget every page on a performer's status change; none: the seconds bound it. */
  purge: PurgeTarget[];
}

export const DEFAULT_SHARED_PAGE_CACHE: SharedPageCacheSettings = { seconds: 3, purge: [] };

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

/**
 * PAGE_CACHE_SECONDS (0 = off, default 3; a bad value gives the default), PAGE_CACHE_PURGE_URLS
 * (comma-separated) and PAGE_CACHE_PURGE_TOKEN.
 */
export function sharedPageCacheFromEnv(env: Record<string, string | undefined>): SharedPageCacheSettings {
  const token = env.PAGE_CACHE_PURGE_TOKEN?.trim() || undefined;
  const urls = (env.PAGE_CACHE_PURGE_URLS ?? '').split(',').map((url) => url.trim());
  return {
    seconds: wholeNumber(env.PAGE_CACHE_SECONDS, DEFAULT_SHARED_PAGE_CACHE.seconds, 0),
    purge: urls.filter((url) => url !== '').map((url) => (token ? { url, token } : { url })),
  };
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
