import { Hono } from 'hono';
import { defaultWhiteLabel } from '../../../src/config/white-label';
import { ageVerification } from '../../../src/server/age-verification';
import { localeSwitch } from '../../../src/server/locale-switch';
import { siteRedirects } from '../../../src/server/site-redirects';
import { checkoutTool } from '../../../src/server/sandbox/checkout-tool';
import { isOwnPath } from '../../../src/core/common/own-path';
import { loginAs, makeBackend } from '../fake/helpers';
import { OWN_PATH_BYPASSES } from '../support/own-path-bypasses';

/** The site's own routes that answer with a redirect, as the site app mounts them. */
function site(): Hono {
  const app = new Hono();
  app.route(
    '/locale',
    localeSwitch(() => false),
  );
  app.route(
    '/age-verification',
    ageVerification(() => false),
  );
  app.use(
    siteRedirects(
      () => defaultWhiteLabel,
      () => false,
    ),
  );
  app.get('*', (c) => c.text('page'));
  return app;
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(site().request(path, { method: 'POST', body, headers }));
}

function formPost(path: string, body: string): Promise<Response> {
  return post(path, body, { 'content-type': 'application/x-www-form-urlencoded' });
}

function multipart(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** A redirect to an own path, with an ASCII Location header: never a 500. */
function expectSafeRedirect(response: Response, status = 303): string {
  expect(response.status).toBe(status);
  const location = response.headers.get('location') ?? '';
  expect(isOwnPath(location)).toBe(true);
  expect(/^[\x21-\x7e]+$/.test(location)).toBe(true);
  return location;
}

describe('POST /age-verification', () => {
  it('redirects to a non-Latin-1 path percent-encoded instead of failing (was a 500)', async () => {
    expect(expectSafeRedirect(await formPost('/age-verification', 'path=%2F%E2%82%AC'))).toBe('/%E2%82%AC');
    const form = multipart({ path: '/profiel/Zoë?q=猫' });
    expect(expectSafeRedirect(await post('/age-verification', form))).toBe('/profiel/Zo%C3%AB?q=%E7%8C%AB');
  });

  it.each([
    ['no body', ''],
    ['no path', 'other=1'],
    ['an empty path', 'path='],
    ['a broken escape', 'path=%E2%82'],
    ['an absolute url', 'path=https%3A%2F%2Fevil.test'],
    ['a protocol-relative path', 'path=%2F%2Fevil.test'],
    ['a tab after the slash', 'path=%2F%09%2Fevil.test'],
    ['a repeated path', 'path=%2Fa&path=%2F%2Fevil.test'],
    ['a huge path', `path=%2F${'a'.repeat(100_000)}`],
  ])('sends %s home', async (_name, body) => {
    expect(expectSafeRedirect(await formPost('/age-verification', body))).toBe('/');
  });

  it('sends a multipart file, a JSON body or a broken multipart body home', async () => {
    const file = multipart({ path: new Blob(['/x'], { type: 'text/plain' }) });
    expect(expectSafeRedirect(await post('/age-verification', file))).toBe('/');
    const json = await post('/age-verification', '{"path":"/x"}', { 'content-type': 'application/json' });
    expect(expectSafeRedirect(json)).toBe('/');
    const broken = await post('/age-verification', '--nope\r\n', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(broken.status).toBeLessThan(500);
  });

  it.each(OWN_PATH_BYPASSES.map((bypass) => [JSON.stringify(bypass), bypass]))(
    'never follows the bypass %s',
    async (_name, bypass) => {
      const body = new URLSearchParams({ path: bypass }).toString();
      expect(expectSafeRedirect(await formPost('/age-verification', body))).toBe('/');
    },
  );
});

describe('POST /locale', () => {
  it('switches on a non-Latin-1 page with a percent-encoded redirect (was a 500)', async () => {
    const response = await formPost('/locale', 'locale=en&path=%2F%E2%82%AC');
    expect(expectSafeRedirect(response)).toBe('/en/%E2%82%AC');
    const json = await post('/locale', multipart({ locale: 'de', path: '/€' }), {
      accept: 'application/json',
    });
    expect(await json.json()).toEqual({ redirect: '/%E2%82%AC' });
  });

  it('answers a missing or unknown locale with 400', async () => {
    expect((await formPost('/locale', 'path=%2F')).status).toBe(400);
    expect((await post('/locale', multipart({ locale: new Blob(['en']) }))).status).toBe(400);
  });

  it.each(OWN_PATH_BYPASSES.map((bypass) => [JSON.stringify(bypass), bypass]))(
    'switches the bypass %s on the home page',
    async (_name, bypass) => {
      const body = new URLSearchParams({ locale: 'en', path: bypass }).toString();
      expect(expectSafeRedirect(await formPost('/locale', body))).toBe('/en');
    },
  );

  it('does not leave the site through a locale prefix (/en//evil.test)', async () => {
    expect(expectSafeRedirect(await formPost('/locale', 'locale=nl&path=%2Fen%2F%2Fevil.test'))).toBe('/');
  });
});

describe('site redirects', () => {
  it.each([
    '//evil.test/',
    '/%2F%2Fevil.test/',
    '/%09/evil.test/',
    '/%E2%82%AC/',
    '/profiel/%E2%82%AC/',
    '/profiel/Zo\u00eb',
    '/search/€',
    '/%5Cevil.test/',
    '/splash%0d%0aSet-Cookie:x',
    `/${'a'.repeat(5000)}/`,
  ])('answers %s without a 500 and redirects only to own paths', async (path) => {
    const response = await site().request(path);
    expect(response.status).toBeLessThan(500);
    if (response.status >= 300 && response.status < 400) expectSafeRedirect(response, response.status);
  });
});

describe('the sandbox checkout', () => {
  async function completedCheckoutPage(returnUrl: string): Promise<string> {
    const { backend, ports } = makeBackend();
    await loginAs(ports, 'demo', 'demo1234');
    const start = { bundle: 103, paymentMethod: '709', returnUrl, device: 'desktop' as const };
    const { paymentURL } = await ports.payment.startPayment(start);
    const tool = new Hono().route('/sandbox/checkout', checkoutTool(backend));
    const response = await tool.request(paymentURL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
    });
    expect(response.status).toBe(200);
    return response.text();
  }

  function backLinks(page: string): string[] {
    return [...page.matchAll(/<a href="([^"]*)">Back to the site<\/a>/g)].map((match) => match[1] ?? '');
  }

  it.each(['/\t/evil.test', '/\n/evil.test', '/\r\n/evil.test', ...OWN_PATH_BYPASSES])(
    'renders no link back for the return url %j',
    async (returnUrl) => {
      const page = await completedCheckoutPage(returnUrl);
      expect(page).toContain('Payment received.');
      expect(backLinks(page)).toEqual([]);
    },
  );

  it('links back to an own return url, percent-encoded', async () => {
    expect(backLinks(await completedCheckoutPage('/profile/Anna?p=61'))).toEqual(['/profile/Anna?p=61']);
    expect(backLinks(await completedCheckoutPage('/profiel/Zoë'))).toEqual(['/profiel/Zo%C3%AB']);
  });
});
