import type { Context } from 'hono';
import type { RenderedPage } from '../render-page';
import type { CachedPage, PageCache } from './page-cache';
import { pageCacheKey } from './page-cache-key';
import { acceptsGzip } from './accepts-gzip';
import { gzipAroundNonce, gzipWithNonce } from './gzip-around-nonce';
import { joinBytes } from './join-bytes';

/**
 * Renders the request's page with the given CSP nonce (vike's render in production); `whole` when
 * the page may be kept: it is sent at once, complete, rather than streamed in parts.
 */
export type RenderPage = (c: Context, nonce: string, options?: { whole: boolean }) => Promise<RenderedPage>;

/**
 * Keeps only a whole plain page: every backend call answered, 200, HTML, no cookie set. The body is read whole; a page is small enough
 * to hold, and the cache keeps it whole anyway.
 */
async function cacheable({ response, whole }: RenderedPage, nonce: string): Promise<CachedPage | null> {
  const isHtml = response.headers.get('content-type')?.startsWith('text/html') === true;
  if (!whole || response.status !== 200 || !isHtml || response.headers.has('set-cookie')) return null;
  const bodyAroundNonce = (await response.text()).split(nonce).map((part) => Buffer.from(part));
  // The body's length changes with each nonce.
  const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'content-length');
  return {
    status: response.status,
    headers,
    bodyAroundNonce,
    gzip: gzipAroundNonce(bodyAroundNonce, Buffer.byteLength(nonce)),
  };
}

/** The cached page's headers for a gzip body: the compression middleware leaves such a response as it is. */
function gzipHeaders(headers: [string, string][]): [string, string][] {
  const vary = headers.find(([name]) => name.toLowerCase() === 'vary')?.[1];
  const others = headers.filter(([name]) => name.toLowerCase() !== 'vary');
  const named = vary !== undefined && /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary);
  const varied = vary === undefined ? 'Accept-Encoding' : named ? vary : `${vary}, Accept-Encoding`;
  return [...others, ['content-encoding', 'gzip'], ['vary', varied]];
}

/** A cached page's response with `nonce`: gzip when the request takes it, as browsers' do. */
function cachedResponse(page: CachedPage, nonce: string, acceptEncoding: string | undefined): Response {
  // Every nonce has the same length (16 random bytes in base64url): the other branch is a safeguard.
  if (acceptsGzip(acceptEncoding) && Buffer.byteLength(nonce) === page.gzip.nonceLength)
    return new Response(gzipWithNonce(page.gzip, nonce), {
      status: page.status,
      headers: gzipHeaders(page.headers),
    });
  return new Response(withNonce(page.bodyAroundNonce, nonce), { status: page.status, headers: page.headers });
}

function withNonce(bodyAroundNonce: Buffer[], nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce);
  return joinBytes(bodyAroundNonce.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])));
}

/**
 * The pages' handler with the guest page cache in front: a guest's page is rendered once per key
 * and time to live, and each response gets its own CSP nonce in place of the placeholder the
 * cached page leaves out (every response's policy must name a nonce no earlier response revealed;
 * a 16-byte random nonce never occurs in a page by chance, so cutting at it cuts only there).
 * Members' pages, and pages a render makes uncacheable, are rendered per request as before.
 */
export function cachedRender(
  cache: PageCache,
  render: RenderPage,
  nonceOf: (c: Context) => string,
  secureCookies: () => boolean,
) {
  return async (c: Context): Promise<Response> => {
    const nonce = nonceOf(c);
    const key = pageCacheKey(c.req.raw, secureCookies());
    if (key === null) return (await render(c, nonce)).response;
    let own: Response | undefined;
    const page = await cache.page(key, async () => {
      const rendered = await render(c, nonce, { whole: true });
      own = rendered.response;
      return cacheable({ ...rendered, response: own.clone() }, nonce);
    });
    if (!page) return own ?? (await render(c, nonce)).response;
    return cachedResponse(page, nonce, c.req.header('accept-encoding'));
  };
}
