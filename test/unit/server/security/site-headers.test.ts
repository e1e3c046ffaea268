import type { Hono } from 'hono';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeBackend } from '../../../../src/adapters/fake/fake-backend';
import { backendConfigFromEnv, SANDBOX_KEYS } from '../../../../src/config/backend-config';
import { defaultWhiteLabel, type ContentSecurityConfig } from '../../../../src/config/white-label';
import type { PageConfigs } from '../../../../src/server/render-page';
import { mountSandbox, type MountedSandbox } from '../../../../src/server/sandbox/mount-sandbox';
import { createSiteApp } from '../../../../src/server/site-app';

const THEME_HASH = 'n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=';

// vike is ESM only and renders from a build; this stand-in renders what vike would inject: a
// script with the nonce the site handed it (none without one), vike's own minimal policy, which
// the site replaces, and the hash our onRenderHtml reports of the theme's inline style.
jest.mock('vike/server', () => ({
  renderPage: async ({ cspNonce, renderWhole }: { cspNonce?: string; renderWhole: boolean }) => ({
    inlineStyleHashes: [THEME_HASH],
    httpResponse: {
      statusCode: 200,
      headers: [
        ['Content-Type', 'text/html;charset=utf-8'],
        ...(cspNonce ? [['Content-Security-Policy', `script-src 'self' 'nonce-${cspNonce}'`]] : []),
      ],
      getReadableWebStream: () =>
        new Response(
          cspNonce
            ? `<script nonce="${cspNonce}"></script>`
            : `<script></script>${renderWhole ? 'whole' : ''}`,
        ).body,
    },
  }),
}));

const ORIGIN = 'http://127.0.0.1:1';
const sandboxes: MountedSandbox[] = [];

function site(contentSecurity: Partial<ContentSecurityConfig> = {}, sharedCacheSeconds = 0): Hono {
  const clientDir = mkdtempSync(join(tmpdir(), 'site-headers-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'entry-abc123.js'), 'export {};');
  const whiteLabel = {
    ...defaultWhiteLabel,
    contentSecurity: { ...defaultWhiteLabel.contentSecurity, ...contentSecurity },
  };
  const backend = backendConfigFromEnv({}, ORIGIN);
  const pages: PageConfigs = {
    server: { whiteLabel, backend: backend.server, secureCookies: false },
    browser: { whiteLabel, backend: backend.browser, secureCookies: false },
  };
  const fake = new FakeBackend({ seed: 7 });
  const keys = { memberKey: SANDBOX_KEYS.member, engineKey: SANDBOX_KEYS.engine };
  return createSiteApp({
    clientDir,
    pages: () => pages,
    sharedCacheSeconds,
    mountRoutes: (app) => sandboxes.push(mountSandbox(app, createServer(), fake, keys)),
  });
}

afterAll(async () => {
  await Promise.all(sandboxes.map((sandbox) => sandbox.close()));
});

function nonceOf(policy: string | null): string | undefined {
  return /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
}

describe('the site’s headers on a page', () => {
  it('send the strict policy with the nonce the page’s scripts carry, fresh for every response', async () => {
    const app = site();
    const first = await app.request('/en');
    const second = await app.request('/en');
    const policy = first.headers.get('content-security-policy');
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("script-src 'self'");
    expect(await first.text()).toBe(`<script nonce="${nonceOf(policy)}"></script>`);
    expect(nonceOf(policy)).toMatch(/^[\w-]{22}$/);
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonceOf(policy));
    expect(first.headers.get('reporting-endpoints')).toBe('csp-endpoint="/csp-report"');
  });

  it('keep browsers on https for a year, the window to itself and frames out', async () => {
    const response = await site().request('/en');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('allow the camera on the performer page and the messenger only', async () => {
    const app = site();
    expect((await app.request('/en')).headers.get('permissions-policy')).toContain('camera=()');
    const profile = await app.request('/en/profile/Anna');
    expect(profile.headers.get('permissions-policy')).toContain('camera=(self), microphone=(self)');
    expect(profile.headers.get('permissions-policy')).toContain('geolocation=()');
  });

  it('report only when the white label says so, and let a partner frame the site', async () => {
    const app = site({ reportOnly: true, frameAncestors: ['https://partner.example'] });
    const response = await app.request('/en');
    expect(response.headers.get('content-security-policy')).toBeNull();
    const policy = response.headers.get('content-security-policy-report-only');
    expect(policy).toContain('frame-ancestors https://partner.example');
    expect(nonceOf(policy)).toBeDefined();
    expect(response.headers.get('x-frame-options')).toBeNull();
  });
});

describe('the site’s headers on a page shared caches may keep', () => {
  const memberAuth = encodeURIComponent(JSON.stringify({ token: 'marker', loggedIn: true, username: 'ann' }));

  it('give a guest the same whole page and policy every time, by hashes, for nginx or a CDN to keep', async () => {
    const app = site({}, 3);
    const first = await app.request('/en');
    const second = await app.request('/en');
    const policy = first.headers.get('content-security-policy');
    expect(policy).toContain("script-src 'self'; style-src 'self' 'sha256-" + THEME_HASH + "'");
    expect(nonceOf(policy)).toBeUndefined();
    expect(second.headers.get('content-security-policy')).toBe(policy);
    expect(await first.text()).toBe('<script></script>whole');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=3');
    expect(first.headers.get('vary')).toBe('Accept-Encoding, Cookie, User-Agent');
  });

  it('give a member a page of his own under a fresh nonce, kept by nobody', async () => {
    const response = await site({}, 3).request('/en', { headers: { cookie: `auth=${memberAuth}` } });
    const policy = response.headers.get('content-security-policy');
    expect(await response.text()).toBe(`<script nonce="${nonceOf(policy)}"></script>`);
    expect(response.headers.get('cache-control') ?? '').not.toContain('public');
  });
});

describe('the site’s headers on other answers', () => {
  it('keep member JSON out of every cache; public settings keep their own caching', async () => {
    const app = site();
    const login = await app.request('/sandbox/member/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': SANDBOX_KEYS.member },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect(login.headers.get('content-security-policy')).toBeNull();
    const landers = await app.request('/sandbox/storage/common/configuration.json');
    expect(landers.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('keep hashed assets cacheable for a year without a page policy', async () => {
    const asset = await site().request('/assets/entry-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect(asset.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('give the sandbox tools the policy, with their styles in a stylesheet rather than inline', async () => {
    const app = site();
    const faults = await app.request('/sandbox/faults');
    expect(nonceOf(faults.headers.get('content-security-policy'))).toBeDefined();
    const page = await faults.text();
    expect(page).not.toMatch(/<style|style=|<script/);
    expect(page).toContain('<link rel="stylesheet" href="/sandbox/tool.css" />');
    const stylesheet = await app.request('/sandbox/tool.css');
    expect(stylesheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });
});
