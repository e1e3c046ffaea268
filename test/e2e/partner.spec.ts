import { expect, test } from './csp-watch';
import { expectAccessible, FEATURES_URL, hydrated, logInAs, text } from './support';

// The second server runs a partner's configuration: white-label layout and nav mode, own name and
// colour, and the categories feature on. Its tests run one after the other: one of them injects faults.
test.use({ baseURL: FEATURES_URL });

test.describe.configure({ mode: 'serial' });

test('a white-label partner gets its name, colour, header image and the SEO text in the page', async ({
  page,
}) => {
  await page.goto('/en/toy');
  await hydrated(page);
  await expect(page).toHaveTitle(text('en', 'grids.toy.title', { site: 'PartnerCams' }));
  await expect(page.getByRole('banner').getByRole('link', { name: 'PartnerCams' })).toBeVisible();
  await expect(page.locator('.white-label-header img')).toHaveAttribute(
    'src',
    /\/sandbox\/media\/portrait\/1001\.svg/,
  );
  await expect(page.getByRole('main').getByText(text('en', 'grids.toy.seo'))).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(text('en', 'grids.toy.seo'))).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
    ),
  ).toBe('#1d5fbf');
});

test('in the white-label nav mode the member menu sits in the header, without a toggle', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await logInAs(context, request, baseURL!, 'demo', 'demo1234');
  await page.goto('/en');
  await hydrated(page);
  await expect(page.getByText('Hi demo')).toBeVisible();
  await expect(page.getByRole('link', { name: text('en', 'header.settings') })).toBeVisible();
  await expect(page.getByRole('button', { name: /Hi demo/ })).toHaveCount(0);
});

test('category pages are grids with their own title and preset filters', async ({ request }) => {
  const response = await request.get('/blond', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>Blondines<\/h1>/);
  expect(html).toMatch(/<title>Blondines live op cam \| PartnerCams<\/title>/);
  const en = await (await request.get('/en/studentes', { maxRedirects: 0 })).text();
  expect(en).toMatch(/<h1[^>]*>Students<\/h1>/);
  // The students' preset: ages 18 to 24 only.
  const ages = [...en.matchAll(/<span class="visually-hidden">[^<,]+, (\d+) years, /g)].map((match) =>
    Number(match[1]),
  );
  expect(ages.length).toBeGreaterThan(0);
  for (const age of ages) expect(age).toBeGreaterThanOrEqual(18);
  for (const age of ages) expect(age).toBeLessThanOrEqual(24);
});

test('category pages have no serious or critical axe violations', async ({ page }) => {
  for (const url of ['/blond', '/en/blond']) {
    await page.goto(url);
    await hydrated(page);
    await expectAccessible(page);
  }
});

test('every status but 404 shows the generic error page with its real status', async ({ page, request }) => {
  const faults = (form: Record<string, string>) =>
    request.post('/sandbox/faults', { headers: { Accept: 'application/json' }, form });
  const [someone] = (
    (await (
      await request.get('/sandbox/engine/user/find?limit=1', {
        headers: { 'x-api-key': 'sandbox-engine-key' },
      })
    ).json()) as { items: { username: string }[] }
  ).items;
  try {
    expect((await faults({ errorRate: '1' })).status()).toBe(200);
    const response = await page.goto(`/en/profile/${someone!.username}?p=61`);
    expect(response!.status()).toBe(500);
    await expect(
      page.getByRole('heading', { level: 1, name: text('en', 'error.genericTitle') }),
    ).toBeVisible();
    await expect(page.getByText(text('en', 'error.status', { status: 500 }))).toBeVisible();
    await expect(page.getByRole('link', { name: text('en', 'error.goHome') })).toHaveAttribute(
      'href',
      '/en?p=61',
    );
    // The home grid cannot load either: it says so and offers a retry, rather than failing the page.
    const home = await page.goto('/en');
    expect(home!.status()).toBe(200);
    await expect(page.getByRole('alert')).toContainText(text('en', 'grid.loadError'));
  } finally {
    await faults({ reset: '1' });
  }
  await page.goto(`/en/profile/${someone!.username}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(someone!.username);
});
