import { LRUCache } from 'lru-cache';

export interface FreshCacheOptions {
  /** How long a value is served before the next request makes it again. */
  ttlMs: number;
  /** Least recently used values go first beyond this many. */
  maxEntries: number;
  /** The clock, in milliseconds (tests set their own); the process's monotonic clock otherwise. */
  now?: () => number;
}

/**
 * Values kept for a few seconds, per process (the backend's performer catalogue,
 * PerformerCatalogueCache), in an `lru-cache` of `maxEntries` values that each live `ttlMs` from
 * when they were made (reading one does not make it younger). Concurrent requests for a value that
 * is missing or stale wait for one making of it instead of each making it (a spike's first second
 * would otherwise make it once per connection); when that making fails, each waiting request makes
 * it itself. A value made before a clear() is never stored after it.
 */
export class FreshCache<T extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, T>;
  private readonly making = new Map<string, Promise<T>>();
  /** Bumped by clear(), so a value whose making began before it is not stored after it. */
  private generation = 0;

  constructor(options: FreshCacheOptions) {
    this.entries = new LRUCache<string, T>({
      max: options.maxEntries,
      ttl: options.ttlMs,
      updateAgeOnGet: false,
      // Read the clock on every get: a time kept for reuse could serve a value past its ttl.
      ttlResolution: 0,
      perf: options.now ? { now: options.now } : undefined,
    });
  }

  /** The value for `key`: the fresh stored one, the one being made, or `make()`'s. */
  get(key: string, make: () => Promise<T>): Promise<T> {
    const fresh = this.entries.get(key);
    if (fresh !== undefined) return Promise.resolve(fresh);
    const pending = this.making.get(key);
    if (pending) return pending.catch(make);
    return this.startMaking(key, make);
  }

  /** Forgets every value: what they show changed. */
  clear(): void {
    this.entries.clear();
    this.making.clear();
    this.generation += 1;
  }

  get size(): number {
    return this.entries.size;
  }

  private startMaking(key: string, make: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    const made = make().finally(() => {
      if (this.making.get(key) === made) this.making.delete(key);
    });
    this.making.set(key, made);
    void made.then(
      (value) => {
        if (generation === this.generation) this.entries.set(key, value);
      },
      () => undefined,
    );
    return made;
  }
}
