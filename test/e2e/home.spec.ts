import { expect, test } from './csp-watch';
import { watchConsole } from './console-watch';
import { cardNames, hydrated } from './support';

const STATUS_ORDER = ['Gratis chat', 'In VIP-show', 'Online', 'Offline'];

test('the home page is rendered on the server with the first 60 performers, in Dutch', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="nl">');
  expect(html).toMatch(/<h1[^>]*>Alle modellen<\/h1>/);
  expect(html.match(/<li class="card card--(offline|online|infree|invip)"/g)).toHaveLength(60);
  expect(html.match(/href="\/profile\/[^"]+"/g)).toHaveLength(60);
});

test('the grid hydrates without errors and shows each card with name, portrait and online style', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/');
  const grid = page.getByRole('list', { name: /modellen/ });
  const cards = grid.getByRole('link');
  await expect(cards).toHaveCount(60);
  const first = cards.first();
  await expect(first).toHaveAttribute('href', /^\/profile\/\w+/);
  await expect(first.getByRole('img')).toHaveCount(0); // decorative: the link's name says it all
  await expect(first.locator('img')).toHaveAttribute('src', /\/sandbox\/media\/portrait\/\d+\.jpg/);
  // The sandbox's portraits are real photos (JPEG) the browser can decode.
  expect(
    await first.locator('img').evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
  ).toBe(400);
  const names = await cardNames(page);
  const ranks = names.map((name) => STATUS_ORDER.findIndex((status) => name.endsWith(status)));
  expect(ranks.every((rank) => rank >= 0)).toBe(true);
  // SPEC §7 orders free chat first; offline performers come last.
  expect(ranks[0]).toBe(0);
  expect(ranks.indexOf(3) === -1 || ranks.slice(ranks.indexOf(3)).every((rank) => rank === 3)).toBe(true);
  expect(problems).toEqual([]);
});

test('switching language navigates on the client and keeps the hydrated page', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Alle modellen' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
  await page.getByRole('form', { name: 'Taal' }).getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All models' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // A full reload would have dropped the marker: the router navigated inside the hydrated app.
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
  await expect(
    page
      .getByRole('list', { name: /models/ })
      .getByRole('link')
      .first(),
  ).toHaveAttribute('href', /^\/en\/profile\//);
  expect(problems).toEqual([]);
});

test('/nl and /en render the same grid in their language', async ({ request }) => {
  const nl = await (await request.get('/nl')).text();
  const en = await (await request.get('/en')).text();
  expect(nl).toMatch(/<h1[^>]*>Alle modellen<\/h1>/);
  expect(en).toContain('<html lang="en">');
  expect(en).toMatch(/<h1[^>]*>All models<\/h1>/);
  expect(en.match(/href="\/en\/profile\/[^"]+"/g)).toHaveLength(60);
});

test('an unknown route answers 404 with the not-found page', async ({ page, request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Pagina niet gevonden');

  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All models' })).toBeVisible();
});
