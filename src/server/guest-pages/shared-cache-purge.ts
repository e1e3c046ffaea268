import type { PurgeTarget } from '../../config/page-cache-config';
import type { PerformerShowingCache } from '../page-cache/status-invalidation';

/** Enough for a purge on the same network; a slower one is logged and the page's seconds bound it. */
const PURGE_TIMEOUT_MS = 5_000;

/**
 * The shared caches in front of the site (nginx's purge location, a CDN's purge call), told to
 * forget every guest page when a performer's status changes: a POST to each target with
 * `{"purge_everything":true}` (what Cloudflare's purge API takes; nginx's location ignores the
 * body) and the target's bearer token. A purge that fails is logged: the pages' `s-maxage` still
 * bounds how long a stale one is served.
 */
export class SharedCachePurge implements PerformerShowingCache {
  constructor(
    private readonly targets: readonly PurgeTarget[],
    private readonly send: typeof fetch = fetch,
  ) {}

  clear(): void {
    for (const target of this.targets) void this.purge(target);
  }

  private async purge(target: PurgeTarget): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (target.token) headers.authorization = `Bearer ${target.token}`;
    try {
      const response = await this.send(target.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ purge_everything: true }),
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (!response.ok) console.warn(`The shared cache at ${target.url} refused a purge: ${response.status}`);
    } catch (error) {
      console.warn(`The shared cache at ${target.url} could not be purged`, error);
    }
  }
}
