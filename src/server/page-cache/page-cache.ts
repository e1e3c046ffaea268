import { FreshCache } from './fresh-cache';
import type { GzipAroundNonce } from './gzip-around-nonce';

/**
 * A rendered page as the cache keeps it: its body as UTF-8 bytes, cut where its CSP nonce stood,
 * so each response joins the pieces around its own nonce without re-encoding the page's text.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  bodyAroundNonce: Buffer[];
  /** The same body compressed once, for the requests that take gzip. */
  gzip: GzipAroundNonce;
}

/**
 * Guest pages for a few seconds, per process; concurrent requests for a page that is missing or
 * stale wait for one render (FreshCache). A render that answers null (not cacheable: a cookie was
 * set, an error) is handed to its own request only.
 */
export class PageCache extends FreshCache<CachedPage> {
  /** The page for `key`: the fresh stored one, the one being rendered, or `render()`'s. */
  page(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    return this.get(key, render);
  }
}
