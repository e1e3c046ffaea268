import { expect, test } from './csp-watch';
import { performers, text } from './support';

/** Every public route of SPEC §2 with its heading in Dutch and English. */
function publicRoutes(profile: string) {
  return [
    { path: '/', nl: text('nl', 'grids.home.heading'), en: text('en', 'grids.home.heading') },
    { path: '/new-cams', nl: text('nl', 'grids.newCams.heading'), en: text('en', 'grids.newCams.heading') },
    { path: '/free', nl: text('nl', 'grids.free.heading'), en: text('en', 'grids.free.heading') },
    { path: '/toy', nl: text('nl', 'grids.toy.heading'), en: text('en', 'grids.toy.heading') },
    { path: '/cookies', nl: text('nl', 'legal.cookies.heading'), en: text('en', 'legal.cookies.heading') },
    { path: '/privacy', nl: text('nl', 'legal.privacy.heading'), en: text('en', 'legal.privacy.heading') },
    {
      path: '/terms-conditions',
      nl: text('nl', 'legal.terms.heading'),
      en: text('en', 'legal.terms.heading'),
    },
    { path: `/profile/${profile}`, nl: profile, en: profile },
  ];
}

function withPrefix(prefix: string, path: string): string {
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

test('every public route answers 200 in its three forms, in the right language', async ({ request }) => {
  const [performer] = await performers(request);
  for (const route of publicRoutes(performer!.username)) {
    for (const [prefix, lang] of [
      ['', 'nl'],
      ['/nl', 'nl'],
      ['/en', 'en'],
    ] as const) {
      const url = withPrefix(prefix, route.path);
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`<html lang="${lang}">`);
      const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
      expect(heading, url).toContain(lang === 'nl' ? route.nl : route.en);
    }
  }
});

test('protected routes send a guest home, locale-prefixed unless Dutch, and are not cached', async ({
  request,
}) => {
  const cases = [
    ['/favourites', '/'],
    ['/settings', '/'],
    ['/messenger', '/'],
    ['/messenger/new-conversation?modelId=1001&model=Anna', '/'],
    ['/messenger/Anna', '/'],
    ['/nl/settings', '/'],
    ['/en/favourites', '/en'],
    ['/en/messenger?p=61&click_id=abc&other=1', '/en?p=61&click_id=abc'],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
    expect(response.headers()['cache-control'], from).toBe('no-store');
  }
});

test('a guest navigating to a protected page inside the app lands on the home page', async ({ page }) => {
  await page.goto('/en/privacy');
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
  // A link to a protected page, followed by the client-side router.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), {
      href: '/en/settings',
      textContent: 'settings',
    });
    document.querySelector('main')!.append(link);
  });
  await page.getByRole('link', { name: 'settings', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'grids.home.heading') })).toBeVisible();
});

test('an unknown page is a real 404 with the not-found page in its language', async ({ page, request }) => {
  for (const [url, lang] of [
    ['/no-such-page', 'nl'],
    ['/en/no-such-page', 'en'],
    ['/nl/profile/nobody-by-this-name', 'nl'],
  ] as const) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    const html = await response.text();
    expect(html).toContain(text(lang, 'error.notFoundTitle'));
    expect(html).toContain(text(lang, 'error.notFoundText'));
  }
  await page.goto('/en/no-such-page?p=61&pi=7&foo=bar');
  const home = page.getByRole('link', { name: text('en', 'error.goHome') });
  await expect(home).toHaveAttribute('href', '/en?p=61&pi=7');
  await home.click();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'grids.home.heading') })).toBeVisible();
});
