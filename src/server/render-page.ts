import type { Context } from 'hono';
import { renderPage } from 'vike/server';
import type { AppConfig } from '../composition/app-config';
import { createRequestApp, type SharedBackend } from '../composition/server-container';

export interface PageConfigs {
  /** What the server's App uses while rendering. */
  server: AppConfig;
  /** What the browser's App gets with the page: same-origin paths (the BFF's), no keys. */
  browser: AppConfig;
}

export interface RenderedPage {
  response: Response;
  /**
   * Every backend call of the render answered: false when the page shows a degraded part instead
   * (a grid's retry after a failed or too slow call), which must not be kept for other visitors.
   */
  whole: boolean;
  /** The SHA-256 hashes (base64) of the page's inline styles, for a policy without a nonce. */
  inlineStyleHashes: readonly string[];
}

export interface RenderOptions {
  /** This response's CSP nonce, which vike and the page put on their tags; none for a kept page. */
  nonce?: string;
  shared?: SharedBackend;
  /** Sent once all of it is rendered (a page a shared cache may keep) rather than streamed. */
  whole?: boolean;
}

/**
 * Hands a request to vike with an App (a container) made for this request only, so no member's
 * state can reach another's page; cookies the render wrote (a refreshed session) go out with the
 * response. A page rendered `whole` is sent once all of it is rendered; any other is streamed,
 * its shell first.
 */
export async function renderWithVike(
  c: Context,
  configs: PageConfigs,
  { nonce, shared, whole = false }: RenderOptions = {},
): Promise<RenderedPage> {
  const request = createRequestApp(configs.server, c.req.header('cookie') ?? null, shared);
  const pageContext = await renderPage({
    urlOriginal: c.req.url,
    headersOriginal: c.req.raw.headers,
    app: request.app,
    browserConfig: configs.browser,
    ...(nonce ? { cspNonce: nonce } : {}),
    renderWhole: whole,
  });
  const { httpResponse } = pageContext;
  const headers = new Headers(httpResponse.headers);
  for (const cookie of request.setCookieHeaders()) headers.append('Set-Cookie', cookie);
  const response = new Response(httpResponse.getReadableWebStream(), {
    status: httpResponse.statusCode,
    headers,
  });
  return {
    response,
    whole: request.backendAnsweredAll(),
    inlineStyleHashes: pageContext.inlineStyleHashes ?? [],
  };
}
