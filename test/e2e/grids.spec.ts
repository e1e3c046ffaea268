import { expect, test, type Page } from './csp-watch';
import { SLOT_MS } from '../../src/adapters/fake/world/online-schedule';
import { cardNames, hydrated, logInAs, performerHeldAt, performers, setStatus, text } from './support';

function cards(page: Page) {
  return page.getByRole('list', { name: /^\d+ (model|Model)/ }).getByRole('link');
}

const labels = cardNames;

test('the sub-lists hold what their names say', async ({ page, request }) => {
  await page.goto('/free');
  const free = await labels(page);
  expect(free.length).toBeGreaterThan(0);
  for (const label of free) expect(label).toMatch(/, Gratis chat$/);

  const toy = await (await request.get('/toy')).text();
  const toyCards = toy.match(/<li class="card card--[a-z]+">.*?<\/li>/gs) ?? [];
  expect(toyCards.length).toBeGreaterThan(0);
  for (const card of toyCards) expect(card).toContain('class="card__toy"');

  // New cams: exactly the performers whose first cam session lies in the last 60 days.
  const since = new Date(Date.now() - 60 * 86_400_000).toISOString();
  const expected = await performers(request, `&filter[gender]=female&filter[firstCamAfter]=${since}`);
  await page.goto('/new-cams');
  await expect(cards(page)).toHaveCount(Math.min(60, expected.length));
});

/**
 * The names of the grid once the next page is in: 60 more, and never a duplicate. `since`: when
 * the first page was asked for.
 */
async function expectNextPageAppended(page: Page, since: number) {
  await expect.poll(() => cards(page).count()).toBeGreaterThan(60);
  // Loaded: the link says 'more' again rather than 'loading'.
  await expect(page.getByRole('link', { name: text('nl', 'grid.more') })).toBeVisible();
  const names = await labels(page);
  // The grid is ordered live (free chat first): a performer whose status changes between the two
  // requests (another test's studio change) can move across the page boundary, and the grid shows
  // her once. So 60 more, give or take such a move, and never a duplicate. When the sandbox's
  // schedule turned a slot in between, many statuses changed at once and many may have moved.
  const slotTurned = Math.floor(since / SLOT_MS) !== Math.floor(Date.now() / SLOT_MS);
  expect(names.length).toBeGreaterThanOrEqual(slotTurned ? 61 : 118);
  expect(names.length).toBeLessThanOrEqual(120);
  expect(new Set(names).size).toBe(names.length);
}

test('60 cards a page; the next comes when the pager comes into view or by its link, which works without script', async ({
  page,
  context,
  request,
}) => {
  const since = Date.now();
  await page.goto('/');
  await hydrated(page);
  await expect(cards(page)).toHaveCount(60);
  const more = page.getByRole('link', { name: text('nl', 'grid.more') });
  await expect(more).toHaveAttribute('href', '/?page=2');
  // More on scroll: the next page loads once the link comes near (200px), and only that page (the
  // view does not follow the link down). A click there would race that load, so it is not made here.
  await more.scrollIntoViewIfNeeded();
  await expectNextPageAppended(page, since);

  // A browser without IntersectionObserver appends by the link alone.
  const withoutObserver = await context.newPage();
  await withoutObserver.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  const sinceWithout = Date.now();
  await withoutObserver.goto('/');
  await hydrated(withoutObserver);
  await withoutObserver.getByRole('link', { name: text('nl', 'grid.more') }).click();
  await expectNextPageAppended(withoutObserver, sinceWithout);

  const secondPage = await (await request.get('/?page=2')).text();
  expect(secondPage.match(/<li class="card card--/g)).toHaveLength(60);
});

test('a card restyles live when the performer changes status in the studio', async ({ page, request }) => {
  // A performer of this test alone, held in free chat so her card is near the top of the first
  // page. Not simply the first card: that may be another test's performer, held in free chat too.
  const { username } = await performerHeldAt(request, 317, 3);
  await page.goto('/en');
  await hydrated(page);
  const card = page.getByRole('link', { name: new RegExp(`^${username}, `, 'i') });
  // The socket connects once the page is idle. Each try sets a status other than the last, so the
  // studio always has a change to announce, and never the free chat the card showed to begin with.
  await expect(card).toHaveAccessibleName(/Free chat$/);
  const labelOf = { 5: /In VIP show$/, 0: /Offline$/ } as const;
  const choices = [5, 0] as const;
  let attempt = 0;
  try {
    await expect(async () => {
      const status = choices[attempt++ % 2]!;
      await setStatus(request, username, status);
      await expect(card).toHaveAccessibleName(labelOf[status], { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await setStatus(request, username, 0);
    await expect(card).toHaveAccessibleName(/Offline$/);
    await expect(card.locator('..')).toHaveClass(/card--offline/);
  } finally {
    await setStatus(request, username, 'clear');
  }
});

test('the hearts of the server page are the ones that respond: hydration keeps them', async ({ page }) => {
  // A tap that begins on a heart while the page hydrates must end on the same node; a heart
  // replaced by hydration (or by the hints arriving on a wide screen) would lose that click.
  type Capture = { hearts: Element[]; hydrated: boolean };
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHearts: Capture }).serverHearts = {
        hearts: [...document.querySelectorAll('.card .favourite-button')],
        hydrated: document.getElementById('root')?.dataset.hydrated !== undefined,
      };
    });
  });
  await page.goto('/');
  await hydrated(page);
  const { kept, capturedLate } = await page.evaluate(() => {
    const capture = (window as unknown as { serverHearts: Capture }).serverHearts;
    return { kept: capture.hearts.map((heart) => document.contains(heart)), capturedLate: capture.hydrated };
  });
  // Taken before hydration ended, or the test would prove nothing.
  expect(capturedLate).toBe(false);
  expect(kept).toHaveLength(60);
  expect(kept.every(Boolean)).toBe(true);
  // The hints are on (a wide screen), on the very nodes the server sent.
  await expect(
    page
      .getByRole('list', { name: /modellen/ })
      .getByRole('button')
      .last(),
  ).toHaveAccessibleDescription(text('nl', 'favourites.add'));
});

test('a profile’s code loads when its card is pointed at, not when cards scroll into view', async ({
  page,
}) => {
  const profileCode: string[] = [];
  page.on('request', (request) => {
    if (/\/src_ui_pages_profile\.[^/]*\.js$/.test(request.url())) profileCode.push(request.url());
  });
  await page.goto('/en');
  await hydrated(page);
  // The pointer rests beside the grid while it scrolls, so no card is pointed at.
  await page.mouse.move(1, 1);
  await page.mouse.wheel(0, 3000);
  // vike looks at the page's links 250 ms after a render, in the idle period after that: wait as long.
  await page.evaluate(
    () => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve, { timeout: 1000 }), 300)),
  );
  expect(profileCode).toEqual([]);
  const card = cards(page).first();
  const name = (await card.getAttribute('href'))!.replace('/en/profile/', '');
  await card.hover();
  await expect.poll(() => profileCode.length).toBe(1);
  // The click finds the code loaded and renders the profile in the tab.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
  expect(profileCode).toHaveLength(1);
});

test('a card far down the grid opens its profile at the top; back returns to the card', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  const card = cards(page).nth(40);
  await card.scrollIntoViewIfNeeded();
  const down = await page.evaluate(() => window.scrollY);
  expect(down).toBeGreaterThan(500);
  const name = (await labels(page))[40]!.split(',')[0]!;
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(card).toBeInViewport();
});

test('a guest who taps a heart is asked to log in; a member adds and removes favourites', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page
    .getByRole('list', { name: /modellen/ })
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: text('nl', 'auth.loginTitle') })).toBeVisible();

  await logInAs(context, request, baseURL!, 'newbie', 'newbie123');
  await page.goto('/en/toy');
  await hydrated(page);
  const name = (await labels(page))[0]!.split(',')[0]!;
  const heart = page.getByRole('button', { name: `Favourite ${name}`, exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page
    .getByRole('navigation', { name: text('en', 'nav.modelsNavigation') })
    .getByRole('link', { name: 'Favourites' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'grids.favourites.heading') }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Favourite ${name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Favourite ${name}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.reload();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText(text('en', 'grid.empty'))).toBeVisible();

  // The same heart on her profile page.
  await page.goto(`/en/profile/${name}`);
  await hydrated(page);
  const profileHeart = page.getByRole('button', { name: `Favourite ${name}`, exact: true });
  await profileHeart.click();
  await expect(profileHeart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/en/favourites');
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Favourite ${name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Favourite ${name}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('filters narrow the grid, show as chips and are kept for the next visit', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('checkbox', { name: 'Blonde', exact: true }).check();
  await drawer.getByRole('checkbox', { name: '18–24 years' }).check();
  await drawer.getByRole('button', { name: /^Show/ }).click();
  await expect(drawer).toHaveCount(0);
  const chips = page.getByRole('list', { name: 'Chosen filters' });
  await expect(chips.getByRole('button')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect.poll(async () => (await labels(page)).length).toBeGreaterThan(0);
  for (const label of await labels(page)) {
    const age = Number(/, (\d+) years,/.exec(label)?.[1]);
    expect(age).toBeLessThanOrEqual(24);
  }
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('filters:selected') ?? 'null'));
  expect(stored.version).toBe('20220913A');

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('list', { name: 'Chosen filters' }).getByRole('button')).toHaveCount(2);
  await page.getByRole('button', { name: 'Blonde, remove filter' }).click();
  await expect(page.getByRole('list', { name: 'Chosen filters' }).getByRole('button')).toHaveCount(1);
});

test('search filters the grid by name prefix and suggests performers from the server', async ({
  page,
  request,
}) => {
  const [someone] = await performers(request, '&filter[gender]=female');
  const prefix = someone!.username.slice(0, 3);
  await page.goto('/en');
  await hydrated(page);
  const box = page.getByRole('combobox', { name: text('en', 'search.label') });
  await box.fill(prefix.toLowerCase());
  for (const label of await labels(page))
    expect(label.toLowerCase().startsWith(prefix.toLowerCase())).toBe(true);
  const option = page.getByRole('listbox').getByRole('option', { name: someone!.username, exact: true });
  await expect(option).toBeVisible();
  const options = await page.getByRole('option').allTextContents();
  for (let step = 0; step <= options.indexOf(someone!.username); step += 1) await box.press('ArrowDown');
  await expect(page.getByRole('option', { selected: true })).toHaveText(someone!.username);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/profile/${someone!.username}$`));
});
