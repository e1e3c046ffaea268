import { expect, test } from './csp-watch';
import { watchConsole } from './console-watch';
import { inCallSession } from './dial-in-support';
import {
  expectAccessible,
  hydrated,
  logInAs,
  performerHeldAt,
  SESSION_COOKIE,
  siteCookie,
  text,
} from './support';

test('a guest sees login, sign-up and the languages; the header has the main navigation', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: text('nl', 'header.login') })).toBeVisible();
  await expect(header.getByRole('button', { name: text('nl', 'header.register') })).toBeVisible();
  await expect(
    header.getByRole('form', { name: text('nl', 'header.language') }).getByRole('button'),
  ).toHaveCount(4);
  const nav = page.getByRole('navigation', { name: text('nl', 'header.mainNavigation') });
  await expect(nav.getByRole('link', { name: text('nl', 'nav.home') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByText(text('nl', 'nav.media'))).toHaveAttribute('aria-disabled', 'true');
  await expect(nav.getByText(text('nl', 'nav.events'))).toHaveAttribute('aria-disabled', 'true');
  const models = page.getByRole('navigation', { name: text('nl', 'nav.modelsNavigation') });
  await expect(models.getByRole('link')).toHaveText(['Alle modellen', 'Nieuwe cams', 'Toy', 'Favorieten']);
  await expect(models.getByText(text('nl', 'nav.free'))).toHaveAttribute('aria-disabled', 'true');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: text('nl', 'footer.terms') })).toHaveAttribute(
    'href',
    '/terms-conditions',
  );
  // Only links that lead somewhere: the partner pages (company, affiliates) show when a white label
  // configures them, which the default does not; its performer sign-up is the sandbox's stand-in,
  // and the link carries the company's affiliate code, 61.
  await expect(footer.getByRole('link')).toHaveText([
    text('nl', 'footer.terms'),
    text('nl', 'footer.privacy'),
    text('nl', 'footer.cookies'),
    text('nl', 'footer.becomeModel'),
  ]);
  await expect(footer.getByRole('link', { name: text('nl', 'footer.becomeModel') })).toHaveAttribute(
    'href',
    '/sandbox/performer-signup?p=61',
  );
  for (const link of await footer.getByRole('link').all()) {
    expect((await page.request.get((await link.getAttribute('href'))!)).status()).toBe(200);
  }
  await expect(footer.getByText(`LiveCams © ${new Date().getFullYear()}`)).toBeVisible();
  await expect(footer.getByText(/NetNanny.*CyberPatrol/)).toBeVisible();
  await expect(footer.getByText(text('nl', 'grids.home.seo'))).toBeVisible();
  expect(problems).toEqual([]);
});

test('Become a model carries the affiliate who brought the visitor and the referral tags to the sign-up', async ({
  page,
}) => {
  await page.goto('/en?p=99&click_id=c1');
  await hydrated(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text('en', 'footer.becomeModel') })
    .click();
  await expect(page).toHaveURL(/\/sandbox\/performer-signup\?p=99&click_id=c1$/);
  const brought = page.getByRole('table', { name: 'What the link brought' });
  await expect(brought.getByRole('row', { name: 'p 99' })).toBeVisible();
  await expect(brought.getByRole('row', { name: 'click_id c1' })).toBeVisible();
});

test('a member sees the messenger with the unread count, the credits and the member menu', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const token = await logInAs(context, request, baseURL!, 'demo', 'demo1234');
  const unread = (
    (await (
      await request.get('/sandbox/engine/inbox/count-unread', {
        headers: { 'x-api-key': 'sandbox-engine-key', 'x-token': token },
      })
    ).json()) as { count: number }
  ).count;
  expect(unread).toBeGreaterThan(0);
  await page.goto('/?p=61');
  await hydrated(page);
  const messenger = page.getByRole('link', { name: new RegExp(`^${text('nl', 'header.messenger')}`) });
  await expect(messenger).toHaveAttribute('href', '/messenger?p=61');
  await expect(messenger).toContainText(String(unread));
  const menu = page.getByRole('button', { name: /Hoi demo/ });
  await expect(menu).toContainText('5.000 credits');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: text('nl', 'header.settings') })).toBeVisible();
  await expect(page.getByText(text('nl', 'header.myProfile'))).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await page.getByRole('button', { name: text('nl', 'header.logout') }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: text('nl', 'header.login') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/\?p=61$/);
  const auth = (await context.cookies()).find((cookie) => cookie.name === '__Host-auth');
  expect(JSON.parse(decodeURIComponent(auth!.value))).toMatchObject({ loggedIn: false, token: null });
});

test('an unverified member can claim the welcome credits from the header', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await logInAs(context, request, baseURL!, 'newbie', 'newbie123');
  await page.goto('/en');
  await hydrated(page);
  await page.getByRole('button', { name: text('en', 'header.claimCredits') }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'welcome.title.reminder', { credits: 120 }) });
  await expect(dialog).toContainText(text('en', 'welcome.amount', { credits: 120 }));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('on a phone the burger opens the drawer with sign-up, login and the languages', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await hydrated(page);
  const burger = page.getByRole('button', { name: text('nl', 'header.menu') });
  await burger.click();
  const drawer = page.getByRole('dialog', { name: text('nl', 'header.menu') });
  // The native dialog moves focus into itself.
  expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await expect(drawer.getByRole('button', { name: 'English' })).toBeVisible();
  await drawer.getByRole('button', { name: text('nl', 'header.login') }).click();
  await expect(page.getByRole('dialog', { name: text('nl', 'auth.loginTitle') })).toBeVisible();
});

test('an active phone session shows the banner and grows the header to 5rem', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await page.goto('/');
  const normal = await page.getByRole('banner').evaluate((header) => getComputedStyle(header).minHeight);
  expect(normal).toBe('60px');
  // A real call: the tab checks a stored session with the backend and drops one it does not know.
  const session = await inCallSession(request);
  await context.addCookies([
    siteCookie(
      baseURL!,
      'dialIn',
      encodeURIComponent(JSON.stringify({ session, state: 'in_call', active: true })),
    ),
  ]);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: text('nl', 'header.dialInActive') })).toBeVisible();
  expect(await page.getByRole('banner').evaluate((header) => getComputedStyle(header).minHeight)).toBe(
    '80px',
  );
});

test('the age gate shows for splash6=true until the visitor confirms', async ({ page }) => {
  await page.goto('/splash6');
  await expect(page).toHaveURL(/\/\?splash6=true$/);
  const gate = page.getByRole('dialog', { name: text('nl', 'ageGate.title') });
  await expect(gate).toBeVisible();
  // Declining leaves for the default's neutral page (a partner's own: partner.spec.ts).
  await expect(gate.getByRole('link', { name: text('nl', 'ageGate.decline') })).toHaveAttribute(
    'href',
    'https://www.google.com/',
  );
  await gate.getByRole('button', { name: text('nl', 'ageGate.confirm') }).click();
  await expect(gate).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text('nl', 'grids.home.heading') })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Navigation keeps splash6 with the other kept parameters.
  await expect(page.getByRole('link', { name: text('nl', 'nav.newCams') })).toHaveAttribute(
    'href',
    '/new-cams?splash6=true',
  );
});

test('each navigation pushes a page view after 250 ms and remembers the previous route', async ({ page }) => {
  await page.goto('/en/toy');
  await hydrated(page);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
            (entry) => entry.event === 'page_view',
          ).length,
      ),
    )
    .toBe(1);
  await page.getByRole('link', { name: text('en', 'nav.newCams') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'grids.newCams.heading') }),
  ).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        // Other events (the wallet validation) share the data layer.
        (window as unknown as { dataLayer: { event: string }[] }).dataLayer.filter(
          (entry) => entry.event === 'page_view',
        ),
      ),
    )
    .toEqual([
      {
        event: 'page_view',
        route: 'toy',
        path: '/en/toy',
        title: text('en', 'grids.toy.title', { site: 'LiveCams' }),
      },
      {
        event: 'page_view',
        route: 'newCams',
        path: '/en/new-cams',
        title: text('en', 'grids.newCams.title', { site: 'LiveCams' }),
      },
    ]);
  const previous = await page.evaluate(() => JSON.parse(localStorage.getItem('previousRoute') ?? 'null'));
  expect(previous).toEqual({ path: '/en/toy', name: 'toy', params: {} });
});

test('the service worker is registered at /sw.js for the whole site; theme colours come from configuration', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await hydrated(page);
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL };
  });
  expect(new URL(scope.scope).pathname).toBe('/');
  expect(new URL(scope.script!).pathname).toBe('/sw.js');
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
  );
  expect(primary).toBe('#b0124a');
});

test('hints show on wide screens only', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const heart = page
    .getByRole('list', { name: /modellen/ })
    .getByRole('button')
    .first();
  await expect(heart).toHaveAccessibleDescription(text('nl', 'favourites.add'));
  await page.setViewportSize({ width: 700, height: 800 });
  await expect(heart).not.toHaveAccessibleDescription(text('nl', 'favourites.add'));
});

test('on a phone the messenger hides the header while a conversation is open', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await logInAs(context, request, baseURL!, 'demo', 'demo1234');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en/messenger');
  await expect(page.getByRole('banner')).toBeVisible();
  await page
    .getByRole('navigation', { name: text('en', 'messenger.conversations') })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Conversation with');
  await expect(page.getByText(text('en', 'messenger.noContactDetails'))).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('banner')).toBeVisible();
});

test('on a phone the performer page shows the footer only when she can chat', async ({ page, request }) => {
  // Performers of this test alone, held at their statuses (the schedule may turn a slot meanwhile).
  const [online, offline] = [await performerHeldAt(request, 318, 1), await performerHeldAt(request, 319, 0)];
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/profile/${online.username}`);
  await hydrated(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.goto(`/profile/${offline.username}`);
  await hydrated(page);
  await expect(page.getByRole('contentinfo')).toBeHidden();
});

test('the smallest phones (320 px) get one header row and no sideways scrolling, for guests and members', async ({
  browser,
  request,
  baseURL,
}) => {
  for (const member of [null, ['newbie', 'newbie123'], ['demo', 'demo1234']] as const) {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    if (member) await logInAs(context, request, baseURL!, member[0], member[1]);
    const page = await context.newPage();
    await page.goto('/');
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(60);
    await context.close();
  }
});

test('the sandbox ribbon says so on every page, in its language, and covers no control on a 320 px phone', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto('/');
  await hydrated(page);
  const ribbon = page.getByRole('complementary', { name: text('nl', 'sandbox.label') });
  await expect(ribbon).toHaveText(text('nl', 'sandbox.ribbon'));
  const band = (await ribbon.boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  // Above the header, not over it, and one line high.
  expect([band.y, band.height <= 24, header.y >= band.y + band.height]).toEqual([0, true, true]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // It sticks to the top while the page scrolls, so it stays in sight.
  await page.mouse.wheel(0, 600);
  await expect.poll(async () => (await ribbon.boundingBox())?.y).toBe(0);
  await expectAccessible(page);
  await page
    .getByRole('navigation', { name: text('nl', 'nav.modelsNavigation') })
    .getByRole('link')
    .nth(2)
    .click();
  await expect(page).toHaveURL(/\/toy$/);
  await expect(ribbon).toBeVisible();
  await page.goto('/en/free');
  await expect(page.getByRole('complementary', { name: text('en', 'sandbox.label') })).toHaveText(
    text('en', 'sandbox.ribbon'),
  );
  expect(problems).toEqual([]);
  await context.close();
});

test('a session that ends in the tab takes the member’s messenger with it; the next member sees only his own', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const en = (key: string) => text('en', key);
  const conversations = page.getByRole('navigation', { name: en('messenger.conversations') });
  await logInAs(context, request, baseURL!, 'demo', 'demo1234');
  await page.goto('/en/messenger');
  await hydrated(page);
  await expect(conversations.getByRole('link').first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __sameTab?: boolean }).__sameTab = true));

  // His session expires (the browser drops its cookie): the tab's next page comes without him.
  await context.clearCookies({ name: SESSION_COOKIE });
  await page.getByRole('link', { name: en('nav.home'), exact: true }).click();
  const login = page.getByRole('banner').getByRole('button', { name: en('header.login') });
  await expect(login).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${en('header.messenger')}`) })).toHaveCount(0);

  // Someone else logs in on the same device, in the same tab, and opens the messenger.
  await login.click();
  const dialog = page.getByRole('dialog', { name: en('auth.loginTitle') });
  await dialog.getByLabel(en('auth.usernameOrEmail')).fill('reader');
  await dialog.getByLabel(en('auth.password'), { exact: true }).fill('reader123');
  await dialog.getByRole('button', { name: en('auth.loginSubmit') }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('link', { name: new RegExp(`^${en('header.messenger')}`) }).click();
  await expect(conversations.getByRole('link').first()).toBeVisible();
  const inTab = await conversations.getByRole('link').allTextContents();
  expect(await page.evaluate(() => (window as unknown as { __sameTab?: boolean }).__sameTab)).toBe(true);

  // What the tab shows him is what a fresh page shows him: none of demo's conversations.
  await page.reload();
  await hydrated(page);
  await expect(conversations.getByRole('link').first()).toBeVisible();
  expect(await conversations.getByRole('link').allTextContents()).toEqual(inTab);
});

test('a modal whose code fails to load, within a minute of a reload for it, is logged and shows nothing; the page goes on', async ({
  page,
  request,
}) => {
  const en = (key: string) => text('en', key);
  // The tab reloaded for a missing chunk less than a minute ago: the guard holds, no reload now.
  await page.addInitScript(() => sessionStorage.setItem('chunkReloadAt', String(Date.now())));
  // Only the page's first load comes through (the files its HTML names): every lazy chunk fails.
  const html = await (await request.get('/en')).text();
  const firstLoad = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  );
  await page.route(/\/assets\/.*\.js$/, (route) =>
    firstLoad.has(new URL(route.request().url()).pathname) ? route.fallback() : route.abort(),
  );
  const problems = watchConsole(page);
  let documents = 0;
  page.on('load', () => (documents += 1));
  await page.goto('/en');
  await hydrated(page);
  const login = page.getByRole('banner').getByRole('button', { name: en('header.login') });
  for (const attempt of [1, 2]) {
    await login.click();
    await expect
      .poll(() => problems.filter((problem) => problem.includes('login modal could not be shown')).length)
      .toBe(attempt);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(problems.filter((problem) => /^Uncaught|recoverable/i.test(problem))).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toBe(1);
});
