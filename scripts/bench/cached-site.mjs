/* global fetch */
// The production site with the guest page cache its build has, for the bench's "cache on" rows.
import { findNginx } from '../scale-out/find-nginx.mjs';
import { freePort, startNginx } from '../scale-out/start-nginx.mjs';
import { startProductionSite } from './servers.mjs';

/** Whether the build's guest page says a shared cache may keep it (docs/decisions.md, 73). */
async function sharedCachesMayKeep(siteUrl) {
  const response = await fetch(`${siteUrl}/`);
  await response.arrayBuffer();
  return /\bs-maxage=[1-9]/.test(response.headers.get('cache-control') ?? '');
}

/**
 * startProductionSite, with nginx's `proxy_cache` in front (scripts/scale-out/nginx-config.mjs,
 * purged by the site on a status change) when the build's guest pages let shared caches keep
 * them; a build that keeps them in its own process (the reference of an older commit) is measured
 * alone. Resolves with the site's `{ url, stop, pid }`, `url` being nginx's when it is in front,
 * `siteUrl` the site's own, and `via`: 'nginx' or 'process'.
 */
export async function startCachedSite({ root, workers, env = {} }) {
  const [port, sitePort] = [await freePort(), await freePort()];
  // nginx first, so the site's purge at its start (it purges on connecting to the status channel)
  // reaches it; nginx waits for its upstream without complaint.
  const front = await startNginx(findNginx(), port, [`127.0.0.1:${sitePort}`]);
  let site;
  try {
    site = await startProductionSite({
      root,
      workers,
      env: { PAGE_CACHE_PURGE_URLS: front.purgeUrl, PORT: String(sitePort), ...env },
    });
  } catch (error) {
    await front.stop();
    throw error;
  }
  if (!(await sharedCachesMayKeep(site.url))) {
    await front.stop();
    return { ...site, siteUrl: site.url, via: 'process' };
  }
  const stop = async () => {
    await front.stop();
    await site.stop();
  };
  return { ...site, url: front.url, siteUrl: site.url, via: 'nginx', stop };
}
