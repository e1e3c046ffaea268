import { secureCookiesFromEnv } from '../../../src/server/site-setup';
import { Hono } from 'hono';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultWhiteLabel } from '../../../src/config/white-label';
import { whiteLabelFromEnv } from '../../../src/config/white-label-env';
import { ageVerification } from '../../../src/server/age-verification';
import { localeSwitch } from '../../../src/server/locale-switch';
import { siteRedirects } from '../../../src/server/site-redirects';
import { themeCss } from '../../../src/ui/renderer/theme';

/** The site's forms and redirects; cookies not Secure (a plain-http host) unless told. */
function app(whiteLabel = defaultWhiteLabel, secure = false) {
  const site = new Hono();
  site.route(
    '/locale',
    localeSwitch(() => secure),
  );
  site.route(
    '/age-verification',
    ageVerification(() => secure),
  );
  site.use(
    siteRedirects(
      () => whiteLabel,
      () => secure,
    ),
  );
  site.get('*', (c) => c.text('page'));
  return site;
}

const member = `auth=${encodeURIComponent(JSON.stringify({ token: 'a.b.c', loggedIn: true }))}`;

describe('siteRedirects', () => {
  it('answers the SPEC §2 redirects with 301 before the page', async () => {
    const response = await app().request('/profiel/Anna/?p=61');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/profile/Anna?p=61');
    expect((await app().request('/free')).status).toBe(200);
  });

  it('sends guests home from protected routes, uncached; members pass', async () => {
    const guest = await app().request('/en/settings');
    expect([guest.status, guest.headers.get('location'), guest.headers.get('cache-control')]).toEqual([
      301,
      '/en',
      'no-store',
    ]);
    expect((await app().request('/en/settings', { headers: { cookie: member } })).status).toBe(200);
  });

  it('sends the messenger home when its feature is off, and categories when theirs is', async () => {
    const off = app({ ...defaultWhiteLabel, features: { ...defaultWhiteLabel.features, messenger: false } });
    expect((await off.request('/messenger', { headers: { cookie: member } })).headers.get('location')).toBe(
      '/',
    );
    expect((await app().request('/blond')).status).toBe(301);
    const on = app({ ...defaultWhiteLabel, features: { ...defaultWhiteLabel.features, categories: true } });
    expect((await on.request('/blond')).status).toBe(200);
  });

  it('redirects the root only, temporarily, to the remembered or detected language', async () => {
    const remembered = await app().request('/?p=61', { headers: { cookie: 'i18n_redirected=en' } });
    expect([remembered.status, remembered.headers.get('location')]).toEqual([302, '/en?p=61']);
    expect((await app().request('/free', { headers: { cookie: 'i18n_redirected=en' } })).status).toBe(200);
    expect((await app().request('/', { headers: { 'accept-language': 'en-US,en;q=0.9' } })).status).toBe(200);
    const detecting = app({ ...defaultWhiteLabel, detectBrowserLanguage: true });
    const detected = await detecting.request('/', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(detected.headers.get('location')).toBe('/en');
  });

  it('reads the __Host- names with Secure cookies, and the names before the prefix where they move', async () => {
    const secure = app(defaultWhiteLabel, true);
    const remembered = await secure.request('/', { headers: { cookie: '__Host-i18n_redirected=en' } });
    expect(remembered.headers.get('location')).toBe('/en');
    const before = await secure.request('/', { headers: { cookie: 'i18n_redirected=en' } });
    expect(before.headers.get('location')).toBe('/en');
    const prefixed = `__Host-${member}`;
    expect((await secure.request('/en/settings', { headers: { cookie: prefixed } })).status).toBe(200);
    // A readable auth cookie of the old name holding a token is never a login.
    expect((await secure.request('/en/settings', { headers: { cookie: member } })).status).toBe(301);
  });

  it('leaves vike’s page-context requests to vike’s own guard', async () => {
    expect((await app().request('/en/settings/index.pageContext.json')).status).toBe(200);
  });
});

describe('the language and age forms', () => {
  it('remembers the language for a year and answers the redirect as JSON or 303', async () => {
    const json = await app().request('/locale', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'locale=en&path=%2Ffree%3Fp%3D61',
    });
    expect(await json.json()).toEqual({ redirect: '/en/free?p=61' });
    expect(json.headers.get('set-cookie')).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax');
    const form = await app().request('/locale', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'locale=de&path=%2Ftoy',
    });
    expect([form.status, form.headers.get('location')]).toEqual([303, '/toy']);
  });

  it('names the language cookie __Host-i18n_redirected with Secure cookies', async () => {
    const response = await app(defaultWhiteLabel, true).request('/locale', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'locale=de&path=%2F',
    });
    expect(response.headers.get('set-cookie')).toBe(
      '__Host-i18n_redirected=de; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    );
  });

  it('records the age confirmation without script and goes back to the page', async () => {
    const response = await app().request('/age-verification', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'path=%2F%3Fsplash6%3Dtrue',
    });
    expect([response.status, response.headers.get('location')]).toEqual([303, '/?splash6=true']);
    expect(decodeURIComponent(response.headers.get('set-cookie') ?? '')).toContain('"ageVerified":true');
  });
});

describe('white-label configuration', () => {
  it('takes a partner file and FEATURES switches over the defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-'));
    const file = join(dir, 'partner.json');
    writeFileSync(
      file,
      JSON.stringify({ name: 'PartnerCams', theme: { primary: '#123456' }, features: { safe: false } }),
    );
    const config = whiteLabelFromEnv({ WHITE_LABEL_CONFIG: file, FEATURES: 'categories,-messenger,unknown' });
    expect(config.name).toBe('PartnerCams');
    expect(config.theme).toEqual({ ...defaultWhiteLabel.theme, primary: '#123456' });
    expect(config.features).toEqual({
      messenger: false,
      safe: false,
      christmasMode: false,
      categories: true,
    });
  });

  it('writes only plain colour values into the theme style', () => {
    const css = themeCss({ ...defaultWhiteLabel.theme, accent: 'red;}</style><script>', primary: '#b0124a' });
    expect(css).toContain('--primary:#b0124a');
    expect(css).not.toContain('script');
    expect(css).not.toContain('--accent');
  });
});

describe('secureCookiesFromEnv', () => {
  it('is Secure outside development unless SECURE_COOKIES says otherwise', () => {
    expect(secureCookiesFromEnv({}, false)).toBe(true);
    expect(secureCookiesFromEnv({}, true)).toBe(false);
    expect(secureCookiesFromEnv({ SECURE_COOKIES: 'false' }, false)).toBe(false);
    expect(secureCookiesFromEnv({ SECURE_COOKIES: 'true' }, true)).toBe(true);
  });
});
