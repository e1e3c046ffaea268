/**
 * A rendered page as the cache keeps it: its body as UTF-8 bytes, cut where its CSP nonce stood,
 * so each response joins the pieces around its own nonce without re-encoding 80 KB of text.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  bodyAroundNonce: Buffer[];
}

export interface PageCacheOptions {
  /** How long a page is served before the next request renders it again. */
  ttlMs: number;
  /** Least recently used pages go first beyond this many. */
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  page: CachedPage;
  storedAt: number;
}

/**
 * Guest pages for a few seconds, per process. Concurrent requests for a page that is missing or
 * stale wait for one render instead of each rendering it (a spike's first second would otherwise
 * render the page once per connection). A render that answers null (not cacheable: a cookie was
 * set, an error) is handed to its own request only; the requests that waited render themselves.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  private readonly now: () => number;
  /** Bumped by clear(), so a render that began before it is not stored after it. */
  private generation = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The page for `key`: the fresh stored one, the one being rendered, or `render()`'s. */
  page(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const fresh = this.fresh(key);
    if (fresh) return Promise.resolve(fresh);
    const pending = this.rendering.get(key);
    if (pending) return pending.then((page) => page ?? render(), render);
    return this.startRender(key, render);
  }

  /** Forgets every page: the performers they show changed. */
  clear(): void {
    this.entries.clear();
    this.rendering.clear();
    this.generation += 1;
  }

  get size(): number {
    return this.entries.size;
  }

  private fresh(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: moving the page to the end makes the first key the least recent.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  private startRender(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const generation = this.generation;
    const rendered = render().finally(() => {
      if (this.rendering.get(key) === rendered) this.rendering.delete(key);
    });
    this.rendering.set(key, rendered);
    void rendered.then(
      (page) => {
        if (page && generation === this.generation) this.store(key, page);
      },
      () => undefined,
    );
    return rendered;
  }

  private store(key: string, page: CachedPage): void {
    this.entries.set(key, { page, storedAt: this.now() });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
