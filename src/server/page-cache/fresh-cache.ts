export interface FreshCacheOptions {
  /** How long a value is served before the next request makes it again. */
  ttlMs: number;
  /** Least recently used values go first beyond this many. */
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

/**
 * Values kept for a few seconds, per process: the guest pages (PageCache) and the backend's
 * performer catalogue (PerformerCatalogueCache). Concurrent requests for a value that is missing
 * or stale wait for one making of it instead of each making it (a spike's first second would
 * otherwise make it once per connection). A making that answers null (not to be kept: a cookie
 * was set, an error) is handed to its own request only; the requests that waited make it
 * themselves, as they do when it fails.
 */
export class FreshCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly making = new Map<string, Promise<T | null>>();
  private readonly now: () => number;
  /** Bumped by clear(), so a value whose making began before it is not stored after it. */
  private generation = 0;

  constructor(private readonly options: FreshCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The value for `key`: the fresh stored one, the one being made, or `make()`'s. */
  get(key: string, make: () => Promise<T | null>): Promise<T | null> {
    const fresh = this.fresh(key);
    if (fresh !== undefined) return Promise.resolve(fresh);
    const pending = this.making.get(key);
    if (pending) return pending.then((value) => value ?? make(), make);
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

  private fresh(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: moving the value to the end makes the first key the least recent.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  private startMaking(key: string, make: () => Promise<T | null>): Promise<T | null> {
    const generation = this.generation;
    const made = make().finally(() => {
      if (this.making.get(key) === made) this.making.delete(key);
    });
    this.making.set(key, made);
    void made.then(
      (value) => {
        if (value !== null && generation === this.generation) this.store(key, value);
      },
      () => undefined,
    );
    return made;
  }

  private store(key: string, value: T): void {
    this.entries.set(key, { value, storedAt: this.now() });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
