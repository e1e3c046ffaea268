import { expect, test } from './csp-watch';
import { expectGermanNavigation, hydrated, text } from './support';

test('the language switch remembers the choice and follows the redirect it is given', async ({
  page,
  context,
}) => {
  await page.goto('/free?p=61&foo=1');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same tab'));
  await page
    .getByRole('form', { name: text('nl', 'header.language') })
    .getByRole('button', { name: 'Deutsch' })
    .click();
  // German has no route prefix: the same path, in German, by the cookie; kept parameters only.
  await expect(page).toHaveURL(/\/free\?p=61$/);
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'grids.free.heading') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same tab');
  const cookie = (await context.cookies()).find((c) => c.name === '__Host-i18n_redirected');
  expect(cookie).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax', secure: true });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);

  await page
    .getByRole('form', { name: text('de', 'header.language') })
    .getByRole('button', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/en\/free\?p=61$/);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'grids.free.heading') })).toBeVisible();
});

test('the root redirects to the remembered language, other paths never', async ({ request }) => {
  const headers = { cookie: '__Host-i18n_redirected=en' };
  const root = await request.get('/?p=61', { headers, maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toBe('/en?p=61');
  expect(root.headers()['cache-control']).toBe('no-store');
  expect((await request.get('/toy', { headers, maxRedirects: 0 })).status()).toBe(200);
  // Belgian Dutch has no prefix: the root renders in it, with the nl-BE language tag.
  const be = await request.get('/', { headers: { cookie: '__Host-i18n_redirected=be' }, maxRedirects: 0 });
  expect(be.status()).toBe(200);
  expect(await be.text()).toContain('<html lang="nl-BE">');
  // A prefix wins over the cookie.
  expect(await (await request.get('/nl/toy', { headers })).text()).toContain('<html lang="nl">');
});

test('the language switch works before the page script runs (a plain form post)', async ({ request }) => {
  const response = await request.post('/locale', {
    form: { locale: 'en', path: '/toy?p=61&x=1' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/en/toy?p=61');
  expect(response.headers()['set-cookie']).toMatch(/^__Host-i18n_redirected=en; .*Secure/);
  const bad = await request.post('/locale', { form: { locale: 'xx', path: '/' }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  const away = await request.post('/locale', {
    form: { locale: 'nl', path: '//evil.example' },
    maxRedirects: 0,
  });
  expect(away.headers().location).toBe('/');
});

test('a language chosen before the cookie got its __Host- name is kept, and moves to that name', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
  await page.goto('/free');
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'grids.free.heading') })).toBeVisible();
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).toContain('__Host-i18n_redirected');
  expect(names).not.toContain('i18n_redirected');
  // The tab reads the new name on its own navigation: German stays.
  await expectGermanNavigation(page);
  expect(await page.evaluate(() => document.cookie)).toContain('__Host-i18n_redirected=de');
});
