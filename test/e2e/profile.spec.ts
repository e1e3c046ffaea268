import { expect, test, type APIRequestContext, type Page } from './csp-watch';
import { watchConsole } from './console-watch';
import { ENGINE, hydrated, performerHeldAt, text } from './support';

/** User names on the home grid with the status their card names ('Gratis chat', 'Offline', ...). */
async function gridPerformers(request: APIRequestContext): Promise<{ username: string; status: string }[]> {
  const html = await (await request.get('/')).text();
  const cards = html.match(/<li class="card card--[a-z]+">.*?<\/li>/gs) ?? [];
  return cards.map((card) => ({
    username: decodeURIComponent(/href="\/profile\/([^"]+)"/.exec(card)![1]!),
    status: /<span [^>]*class="card__status"[^>]*>([^<]+)<\/span>/.exec(card)![1]!,
  }));
}

/** Whole years from a YYYY-MM-DD birth date to today (UTC), counted by hand. */
function wholeYears(dateOfBirth: string): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const today = new Date();
  const hadBirthday =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

function factValue(page: Page, label: string) {
  return page
    .locator('.profile-fact', { has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');
}

test('a performer from the home grid renders on the server with 200, in Dutch and at /en', async ({
  request,
}) => {
  const [first] = await gridPerformers(request);
  const username = first!.username;
  const nl = await request.get(`/profile/${username}`);
  expect(nl.status()).toBe(200);
  const nlHtml = await nl.text();
  expect(nlHtml).toContain('<html lang="nl">');
  expect(nlHtml).toMatch(new RegExp(`<h1[^>]*>${username}</h1>`));
  expect(nlHtml).toContain('role="tablist" aria-label="Pagina van');
  expect(nlHtml).toMatch(/<dt>Leeftijd<\/dt><dd>\d+ jaar<\/dd>/);
  expect(nlHtml).toContain('Stuur een privébericht');

  const en = await request.get(`/en/profile/${username}`);
  expect(en.status()).toBe(200);
  const enHtml = await en.text();
  expect(enHtml).toContain('<html lang="en">');
  expect(enHtml).toMatch(/<dt>Age<\/dt><dd>\d+ years<\/dd>/);
  expect(enHtml).toContain(`href="/en/messenger/new-conversation?modelId=`);
});

test('the safe site (the default) shows only non-nude pictures and no explicit facts, without a seasonal header', async ({
  page,
  request,
}) => {
  const [first] = await gridPerformers(request);
  await page.goto('/');
  const card = page.getByRole('link', { name: new RegExp(`^${first!.username},`) });
  await expect(card.locator('img')).toHaveAttribute('src', /\/portrait\/\d+\.jpg\?w=400&h=300&v=n$/);
  await page.goto(`/profile/${first!.username}`);
  await hydrated(page);
  await page.getByRole('tab', { name: 'Profiel' }).click();
  await expect(page.getByRole('term').filter({ hasText: 'Geslacht' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Cupmaat' })).toHaveCount(0);
  const thumbnails = page.getByRole('region', { name: 'Foto’s' }).getByRole('img');
  for (const src of await thumbnails.evaluateAll((images) =>
    images.map((image) => image.getAttribute('src')),
  ))
    expect(src).toMatch(/[?&]v=\d*n($|&)/);
  // Nor do the nude pictures and explicit texts travel with the page.
  const html = await (await request.get(`/profile/${first!.username}`)).text();
  expect(html).not.toMatch(/portrait\/\d+\.jpg\?w=400&(amp;)?h=300(&(amp;)?v=\d+)?["\\]/);
  expect(
    await page.getByRole('banner').evaluate((element) => getComputedStyle(element).borderBottomWidth),
  ).not.toBe('6px');
});

test('the age shown is the whole years since the date of birth', async ({ page, request }) => {
  const [first] = await gridPerformers(request);
  const username = first!.username;
  const profile = await request.get(`/sandbox/engine/profile/username/${username}`, ENGINE);
  const { dateOfBirth } = (await profile.json()) as { dateOfBirth: string };
  await page.goto(`/en/profile/${username}`);
  await hydrated(page);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(factValue(page, 'Age')).toHaveText(`${wholeYears(dateOfBirth)} years`);
});

test('the tabs work by keyboard and the page hydrates without errors', async ({ page, request }) => {
  const problems = watchConsole(page);
  const [first] = await gridPerformers(request);
  await page.goto(`/profile/${first!.username}`);
  await hydrated(page);
  const tablist = page.getByRole('tablist');
  const chat = tablist.getByRole('tab', { name: 'Chat' });
  const profile = tablist.getByRole('tab', { name: 'Profiel' });
  await expect(chat).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Chat' })).toBeVisible();
  await chat.focus();
  await page.keyboard.press('ArrowRight');
  await expect(profile).toBeFocused();
  await expect(profile).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Profiel' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Chat' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Uiterlijk' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(chat).toBeFocused();
  await expect(chat).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(profile).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(chat).toHaveAttribute('aria-selected', 'true');
  expect(problems).toEqual([]);
});

test('the gallery opens at a picture, pages with "n / total", closes with Escape and restores focus', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const [first] = await gridPerformers(request);
  await page.goto(`/profile/${first!.username}`);
  await hydrated(page);
  await page.getByRole('tab', { name: 'Profiel' }).click();
  const thumbnails = page.getByRole('region', { name: 'Foto’s' }).getByRole('button');
  const total = await thumbnails.count();
  expect(total).toBeGreaterThan(3);
  const second = thumbnails.nth(1);
  await second.click();
  const dialog = page.getByRole('dialog', { name: 'Fotogalerij' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: `${first!.username}, foto 2` })).toBeVisible();
  await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sluiten' })).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`3 / ${total}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Volgende foto' }).click();
  await expect(dialog.getByText(`4 / ${total}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Vorige foto' }).click();
  await expect(dialog.getByText(`3 / ${total}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(second).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  expect(problems).toEqual([]);
});

test('a card on the home grid opens the performer page on the client', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/en');
  await hydrated(page);
  const card = page
    .getByRole('list', { name: /models/ })
    .getByRole('link')
    .first();
  const username = (await card.getAttribute('href'))!.replace('/en/profile/', '');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/en/profile/${username}$`));
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a private message' })).toBeVisible();
  // A full reload would have dropped the marker: the router navigated inside the hydrated app.
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
  expect(problems).toEqual([]);
});

test('an unknown performer answers 404 with the not-found page, in the URL’s language', async ({
  request,
  page,
}) => {
  const nl = await request.get('/profile/nobody_here_x');
  expect(nl.status()).toBe(404);
  expect(await nl.text()).toContain('Pagina niet gevonden');
  const en = await request.get('/en/profile/nobody_here_x');
  expect(en.status()).toBe(404);
  expect(await en.text()).toContain('Page not found');
  await page.goto('/en/profile/nobody_here_x');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a name over the backend’s limit answers 404 with the not-found page, not “temporarily unavailable”', async ({
  request,
  page,
}) => {
  // The engine refuses a name of more than 200 characters with a 400: no such performer.
  const name = 'A'.repeat(201);
  for (const [prefix, language] of [
    ['', 'nl'],
    ['/en', 'en'],
  ] as const) {
    const response = await request.get(`${prefix}/profile/${name}`);
    expect(response.status(), language).toBe(404);
    // The page's heading as the server rendered it (every text also travels in the page's JSON).
    const heading = /<h1>([^<]*)<\/h1>/.exec(await response.text())?.[1];
    expect(heading, language).toBe(text(language, 'error.notFoundTitle'));
  }
  await page.goto(`/en/profile/${name}`);
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'error.notFoundTitle') }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: text('en', 'error.retry') })).toHaveCount(0);
});

test('/profile without a performer redirects home with 301, keeping the locale and the basic query', async ({
  request,
}) => {
  const plain = await request.get('/profile', { maxRedirects: 0 });
  expect(plain.status()).toBe(301);
  expect(new URL(plain.headers()['location']!, 'http://x').pathname).toBe('/');
  const tagged = await request.get('/en/profile?p=61&utm_source=mail&click_id=abc', { maxRedirects: 0 });
  expect(tagged.status()).toBe(301);
  const location = new URL(tagged.headers()['location']!, 'http://x');
  expect(location.pathname + location.search).toBe('/en?p=61&click_id=abc');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bar has a back link and the tabs "about me" and chat when the performer can chat', async ({
    page,
    request,
  }) => {
    const { username } = await performerHeldAt(request, 314, 3);
    await page.goto(`/profile/${username}?p=61`);
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute(
      'href',
      '/?p=61',
    );
    await expect(page.getByRole('tab', { name: 'Over mij' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Chat' })).toBeVisible();
    // The name stays the page's heading for screen readers, but takes no room next to the tabs.
    const heading = await page.getByRole('heading', { level: 1, name: username }).boundingBox();
    expect(heading!.width).toBeLessThanOrEqual(1);
    await page.getByRole('tab', { name: 'Over mij' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Over mij' })).toBeVisible();
  });

  test('her live room arrives without moving what the server drew', async ({ browser, page, request }) => {
    const { username } = await performerHeldAt(request, 315, 3);
    const name = username.charAt(0).toUpperCase() + username.slice(1);
    const message = () => page.getByRole('link', { name: text('nl', 'profile.chat.privateMessage') });
    // The server's drawing, as a browser without scripts keeps it.
    const still = await browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const serverPage = await still.newPage();
    await serverPage.goto(`/profile/${username}`);
    const snapshot = await serverPage.getByRole('img', {
      name: text('nl', 'profile.chat.snapshotAlt', { name }),
    });
    const drawn = {
      snapshot: await snapshot.boundingBox(),
      message: await serverPage
        .getByRole('link', { name: text('nl', 'profile.chat.privateMessage') })
        .boundingBox(),
    };
    await still.close();

    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/profile/${username}`);
    await hydrated(page);
    const stage = page.getByRole('img', { name: text('nl', 'chat.stage', { name }) });
    await expect(stage).toBeVisible();
    await expect(page.getByRole('log').first()).toBeVisible();
    // The stage where the snapshot was, at its size; her info where it was.
    expect(await stage.boundingBox()).toEqual(drawn.snapshot);
    expect((await message().boundingBox())!.y).toBe(drawn.message!.y);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
  });

  test('the bar shows the name when the performer cannot chat', async ({ page, request }) => {
    const { username } = await performerHeldAt(request, 316, 0);
    await page.goto(`/profile/${username}`);
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Terug naar de startpagina' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Chat' })).toContainText('Status: Offline');
  });
});
