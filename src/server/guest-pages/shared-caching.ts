import type { RenderedPage } from '../render-page';

/**
 * What a guest's page varies by, besides its URL with the host: the language and age cookies, and
 * whether the user agent is a phone's (SPEC §9). A shared cache keys by these (nginx: a normalised
 * device, scripts/scale-out/nginx-config.mjs), and the encoding it asked the site for.
 */
export const GUEST_PAGE_VARY = 'Accept-Encoding, Cookie, User-Agent';

/**
 * Whether every guest asking alike may get this page: every backend call answered (no degraded
 * part, a grid's retry), a 200 HTML page that set no cookie.
 */
function shareable({ response, whole }: RenderedPage): boolean {
  const isHtml = response.headers.get('content-type')?.startsWith('text/html') === true;
  return whole && response.status === 200 && isHtml && !response.headers.has('set-cookie');
}

/**
 * A guest's page with the headers that let nginx's `proxy_cache` or a CDN keep it for `seconds`
 * (browsers ask again each time: a grid's statuses go stale), or `no-store` when it is not the
 * same for every guest. A status change purges it before then (shared-cache-purge.ts).
 */
export function withSharedCaching(rendered: RenderedPage, seconds: number): Response {
  const { response } = rendered;
  if (!shareable(rendered)) {
    response.headers.set('Cache-Control', 'no-store');
    return response;
  }
  response.headers.set('Cache-Control', `public, max-age=0, s-maxage=${seconds}`);
  response.headers.set('Vary', GUEST_PAGE_VARY);
  return response;
}
