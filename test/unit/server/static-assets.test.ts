import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { backendConfigFromEnv } from '../../../src/config/backend-config';
import { defaultWhiteLabel } from '../../../src/config/white-label';
import type { PageConfigs } from '../../../src/server/render-page';
import { createSiteApp } from '../../../src/server/site-app';

jest.mock('vike/server', () => ({ renderPage: jest.fn() }));

const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 300 }, (_, n) => `text ${n}`))};`;

/** A client build with a script and the copies the build writes next to it (build/precompress.ts). */
function site() {
  const clientDir = mkdtempSync(join(tmpdir(), 'static-assets-'));
  mkdirSync(join(clientDir, 'assets'));
  const script = join(clientDir, 'assets', 'frame-abc123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT, { level: 9 }));
  // A file the build left without copies: compressed as it is sent, as before.
  writeFileSync(join(clientDir, 'assets', 'plain-def456.js'), SCRIPT);
  const backend = backendConfigFromEnv({}, 'http://127.0.0.1:1');
  const pages: PageConfigs = {
    server: { whiteLabel: defaultWhiteLabel, backend: backend.server, secureCookies: false },
    browser: { whiteLabel: defaultWhiteLabel, backend: backend.browser, secureCookies: false },
  };
  return { app: createSiteApp({ clientDir, pages: () => pages }), brotliCopy: readFileSync(`${script}.br`) };
}

async function body(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('a built script', () => {
  it('goes to a browser that accepts Brotli as the build’s Brotli copy, with its length and a year’s cache', async () => {
    const { app, brotliCopy } = site();
    const response = await app.request('/assets/frame-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-length')).toBe(String(brotliCopy.length));
    expect(brotliDecompressSync(await body(response)).toString()).toBe(SCRIPT);
  });

  it('goes to a gzip-only browser as the gzip copy, and to one that accepts no encoding as it is', async () => {
    const { app } = site();
    const gzip = await app.request('/assets/frame-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await body(gzip)).toString()).toBe(SCRIPT);
    const plain = await app.request('/assets/frame-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('without copies is compressed as it is sent', async () => {
    const { app } = site();
    const response = await app.request('/assets/plain-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await body(response)).toString()).toBe(SCRIPT);
  });
});
