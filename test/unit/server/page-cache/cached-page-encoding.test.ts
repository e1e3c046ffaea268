import { gunzipSync } from 'node:zlib';
import { renderPage } from 'vike/server';
import { backendConfigFromEnv } from '../../../../src/config/backend-config';
import { defaultWhiteLabel } from '../../../../src/config/white-label';
import { PageCache } from '../../../../src/server/page-cache/page-cache';
import type { PageConfigs } from '../../../../src/server/render-page';
import { createSiteApp } from '../../../../src/server/site-app';

jest.mock('vike/server', () => ({ renderPage: jest.fn() }));

const PAGE = (nonce: string) =>
  `<!doctype html><html><head><meta property="csp-nonce" nonce="${nonce}"></head><body>` +
  `${'<li class="card">Anna, 24</li>'.repeat(200)}<script nonce="${nonce}">start()</script></body></html>`;

/** The whole site app, its pages rendered by a stand-in for vike and kept by the guest page cache. */
function site() {
  jest.mocked(renderPage).mockClear();
  jest.mocked(renderPage).mockImplementation((async ({ cspNonce }: { cspNonce: string }) => ({
    httpResponse: {
      headers: [['Content-Type', 'text/html;charset=utf-8']],
      statusCode: 200,
      getReadableWebStream: () => new Response(PAGE(cspNonce)).body,
    },
  })) as unknown as typeof renderPage);
  const backend = backendConfigFromEnv({}, 'http://127.0.0.1:1');
  const pages: PageConfigs = {
    server: { whiteLabel: defaultWhiteLabel, backend: backend.server, secureCookies: false },
    browser: { whiteLabel: defaultWhiteLabel, backend: backend.browser, secureCookies: false },
  };
  const pageCache = new PageCache({ ttlMs: 60_000, maxEntries: 10 });
  return createSiteApp({ pages: () => pages, pageCache });
}

/** The nonce the response's policy names for scripts. */
const policyNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe("a guest's cached page through the site", () => {
  it('reaches a browser gzip-compressed once, with the nonce its policy names', async () => {
    const app = site();
    const browser = { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } };
    await app.request('/', browser);
    const response = await app.request('/', browser);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    const nonce = policyNonce(response);
    expect(nonce).toBeTruthy();
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(PAGE(nonce ?? ''));
    expect(jest.mocked(renderPage)).toHaveBeenCalledTimes(1);
  });

  it('reaches a client that takes no compression as it is', async () => {
    const app = site();
    await app.request('/');
    const response = await app.request('/');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(PAGE(policyNonce(response) ?? ''));
  });
});
