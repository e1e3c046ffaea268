import { gunzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { cachedRender } from '../../../../src/server/page-cache/cached-render';
import { PageCache } from '../../../../src/server/page-cache/page-cache';

const memberAuth = encodeURIComponent(JSON.stringify({ token: 'marker', loggedIn: true }));

/** A site whose render counts itself and writes its nonce where vike writes it, on scripts. */
function site(options: { setCookie?: boolean; status?: number; degraded?: boolean } = {}) {
  const cache = new PageCache({ ttlMs: 60_000, maxEntries: 10 });
  const renders: string[] = [];
  let nonces = 0;
  const render = async (c: Context, nonce: string) => {
    renders.push(c.req.path);
    const headers = new Headers({ 'content-type': 'text/html;charset=utf-8', 'content-length': '999' });
    if (options.setCookie) headers.append('set-cookie', 'auth=x');
    const body = `<script nonce="${nonce}">1</script><p>render ${renders.length} ü</p><style nonce="${nonce}"></style>`;
    return {
      response: new Response(body, { status: options.status ?? 200, headers }),
      whole: !options.degraded,
    };
  };
  const app = new Hono();
  app.get(
    '*',
    cachedRender(
      cache,
      render,
      () => `nonce${++nonces}`,
      () => true,
    ),
  );
  return { app, cache, renders };
}

async function get(app: Hono, path: string, cookie?: string) {
  const response = await app.request(path, cookie ? { headers: { cookie } } : {});
  return { response, text: await response.text() };
}

/** A request as browsers make it, taking gzip; its body decompressed. */
async function getGzip(app: Hono, path: string) {
  const response = await app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  return { response, text: gunzipSync(Buffer.from(await response.arrayBuffer())).toString() };
}

/** The stand-in's first render as a response with `nonce` carries it. */
const firstRender = (nonce: string) =>
  `<script nonce="${nonce}">1</script><p>render 1 ü</p><style nonce="${nonce}"></style>`;

describe('cachedRender', () => {
  it("renders a guest's page once and gives each response its own nonce", async () => {
    const { app, renders } = site();
    const first = await get(app, '/');
    const second = await get(app, '/');
    expect(renders).toEqual(['/']);
    expect(first.text).toBe(firstRender('nonce1'));
    expect(second.text).toBe(firstRender('nonce2'));
    expect(second.response.headers.get('content-length')).toBeNull();
    expect(second.response.headers.get('content-type')).toBe('text/html;charset=utf-8');
  });

  it('gives a request that takes gzip the page compressed once, with its own nonce', async () => {
    const { app, renders } = site();
    const first = await getGzip(app, '/');
    const second = await getGzip(app, '/');
    const plain = await get(app, '/');
    expect(renders).toEqual(['/']);
    expect(first.text).toBe(firstRender('nonce1'));
    expect(second.text).toBe(firstRender('nonce2'));
    expect(second.response.headers.get('content-encoding')).toBe('gzip');
    expect(second.response.headers.get('vary')).toBe('Accept-Encoding');
    expect(second.response.headers.get('content-type')).toBe('text/html;charset=utf-8');
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toContain('nonce3');
  });

  it("renders a member's page for each request", async () => {
    const { app, renders } = site();
    await get(app, '/', `__Host-auth=${memberAuth}`);
    const again = await get(app, '/', `__Host-auth=${memberAuth}`);
    expect(renders).toEqual(['/', '/']);
    expect(again.text).toContain('render 2');
  });

  it('keeps no page that sets a cookie, is not a 200 or is degraded', async () => {
    for (const options of [{ setCookie: true }, { status: 404 }, { degraded: true }]) {
      const { app, renders, cache } = site(options);
      const first = await get(app, '/x');
      await get(app, '/x');
      expect(first.response.status).toBe(options.status ?? 200);
      expect(first.text).toContain('nonce1');
      expect(renders).toHaveLength(2);
      expect(cache.size).toBe(0);
    }
  });

  it('renders again after the cache was cleared', async () => {
    const { app, renders, cache } = site();
    await get(app, '/');
    cache.clear();
    expect((await get(app, '/')).text).toContain('render 2');
    expect(renders).toHaveLength(2);
  });
});
