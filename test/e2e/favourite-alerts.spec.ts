import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freshName, registerByApi } from './accounts-support';
import { memberSocketJoined } from './messenger-support';
import {
  MEMBER,
  expectAccessible,
  hydrated,
  loginToken,
  performerAt,
  setStatus,
  tabTo,
  test,
  text,
} from './support';

// Places 270–285 of the catalogue are this spec's (record 69).
type Language = 'nl' | 'en';

async function memberWithFavourites(request: APIRequestContext, places: number[]) {
  const username = freshName('alert');
  await registerByApi(request, username);
  const token = await loginToken(request, username, 'secret12');
  const favourites = await Promise.all(places.map((place) => performerAt(request, place)));
  for (const performer of favourites) {
    const added = await request.post('/sandbox/member/favourite', {
      headers: { ...MEMBER.headers, 'x-token': token },
      data: { performerId: performer.id },
    });
    expect(added.status()).toBe(200);
  }
  return { username, token, favourites };
}

async function goLive(request: APIRequestContext, username: string) {
  await setStatus(request, username, 0);
  await setStatus(request, username, 1);
}

/** Opens a page as the member and waits until the member socket has joined. */
async function openLive(page: Page, path: string) {
  const joined = memberSocketJoined(page);
  await page.goto(path);
  await hydrated(page);
  await joined;
}

function alerts(page: Page, language: Language) {
  return page.getByRole('status', { name: text(language, 'alerts.region') });
}

/** The next answer to the settings' PUT /alerts. */
function savedSettings(page: Page) {
  return page.waitForResponse(
    (response) => response.url().includes('/alerts') && response.request().method() === 'PUT',
  );
}

function alertLink(page: Page, language: Language, name: string) {
  return alerts(page, language).getByRole('link', { name: text(language, 'alerts.live', { name }) });
}

test('a favourite going live is told on any page; one click opens her room', async ({
  page,
  logIn,
  request,
}) => {
  const { username, favourites } = await memberWithFavourites(request, [270]);
  const [her] = favourites;
  await logIn(username, 'secret12');
  await openLive(page, '/new-cams');
  try {
    await goLive(request, her!.username);
    await expect(alertLink(page, 'nl', her!.username)).toBeVisible();
    await expectAccessible(page);
    await alertLink(page, 'nl', her!.username).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${her!.username}$`));
  } finally {
    await setStatus(request, her!.username, 'clear');
  }
});

test('by keyboard alone: Tab to the alert, Enter opens her room, Escape closes one', async ({
  page,
  logIn,
  request,
}) => {
  const { username, favourites } = await memberWithFavourites(request, [271, 272]);
  const [first, second] = favourites;
  await logIn(username, 'secret12');
  await openLive(page, '/en/settings');
  try {
    await goLive(request, first!.username);
    await goLive(request, second!.username);
    const firstLink = alertLink(page, 'en', first!.username);
    await expect(alertLink(page, 'en', second!.username)).toBeVisible();
    await expectAccessible(page);
    await tabTo(page, firstLink, 200);
    await page.keyboard.press('Escape');
    await expect(firstLink).toHaveCount(0);
    const secondLink = alertLink(page, 'en', second!.username);
    await tabTo(page, secondLink, 200);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/en/profile/${second!.username}$`));
  } finally {
    await Promise.all(favourites.map((p) => setStatus(request, p!.username, 'clear')));
  }
});

test('the settings switch alerts off per favourite and altogether', async ({ page, logIn, request }) => {
  const { username, favourites } = await memberWithFavourites(request, [273, 274, 275, 276]);
  const [muted, told, whileOff, afterOn] = favourites;
  await logIn(username, 'secret12');
  await openLive(page, '/settings');
  const show = page.getByRole('button', { name: text('nl', 'settings.alertsShow') });
  const mutedSwitch = page.getByRole('checkbox', {
    name: text('nl', 'alerts.performer', { name: muted!.username }),
  });
  const all = page.getByRole('checkbox', { name: text('nl', 'alerts.all') });
  try {
    await show.click();
    await expect(mutedSwitch).toBeChecked();
    let saved = savedSettings(page);
    await mutedSwitch.press('Space');
    await saved;
    await expect(mutedSwitch).not.toBeChecked();
    await expectAccessible(page);
    const joined = memberSocketJoined(page);
    await page.reload();
    await hydrated(page);
    await joined;
    await show.click();
    await expect(mutedSwitch).not.toBeChecked();
    await goLive(request, muted!.username);
    await goLive(request, told!.username);
    await expect(alertLink(page, 'nl', told!.username)).toBeVisible();
    await expect(alertLink(page, 'nl', muted!.username)).toHaveCount(0);

    saved = savedSettings(page);
    await all.uncheck();
    await saved;
    await expect(mutedSwitch).toBeDisabled();
    await goLive(request, whileOff!.username);
    saved = savedSettings(page);
    await all.check();
    await saved;
    await goLive(request, afterOn!.username);
    await expect(alertLink(page, 'nl', afterOn!.username)).toBeVisible();
    await expect(alertLink(page, 'nl', whileOff!.username)).toHaveCount(0);
  } finally {
    await Promise.all(favourites.map((p) => setStatus(request, p!.username, 'clear')));
  }
});

/** The registration id of the site's service worker, as DevTools knows it. */
async function serviceWorkerRegistration(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const site = registrations.find((r) => !r.isDeleted && r.scopeURL.endsWith('/'));
      if (site) resolve(site.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registration };
}

test('a push the backend sends shows a notification in her name', async ({
  page,
  logIn,
  request,
  baseURL,
}) => {
  const { username, token, favourites } = await memberWithFavourites(request, [277]);
  const [her] = favourites;
  await page.context().grantPermissions(['notifications']);
  const subscription = {
    endpoint: `https://push.example.test/${username}`,
    keys: { p256dh: 'BCz7FdRRkQFIUIlMJ4ueVryyZNwwukx', auth: 'tBHItJI5svbpez7KI4CCXg' },
  };
  const subscribed = await request.post('/sandbox/member/push-subscriptions', {
    headers: { ...MEMBER.headers, 'x-token': token },
    data: subscription,
  });
  expect(subscribed.status()).toBe(200);
  await logIn(username, 'secret12');
  await openLive(page, '/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  try {
    await goLive(request, her!.username);
    const pushes = await request.get(`/sandbox/studio/pushes?member=${username}`);
    const [push] = ((await pushes.json()) as { result: { payload: unknown }[] }).result;
    expect(push?.payload).toMatchObject({ url: `/profile/${her!.username}` });
    const { cdp, registrationId } = await serviceWorkerRegistration(page);
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(baseURL!).origin,
        registrationId,
        data: JSON.stringify(push!.payload),
      });
    // Delivered again at each look until it shows: once, in a clean clone's run under load, the
    // one push DevTools handed over never showed. The payload's tag makes a repeat replace it.
    await expect
      .poll(async () => {
        await deliver();
        return page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => n.title);
        });
      })
      .toEqual([`${her!.username} is nu live`]);
  } finally {
    await setStatus(request, her!.username, 'clear');
  }
});

test('a thousand go-lives at once: three alerts, the rest summed up, the tab answers', async ({
  page,
  logIn,
  request,
}) => {
  const { username } = await memberWithFavourites(request, []);
  await logIn(username, 'secret12');
  await openLive(page, '/new-cams');
  const burst = await request.post('/sandbox/studio/favourites-live', {
    headers: { Accept: 'application/json' },
    data: { member: username, count: 1000 },
  });
  expect(await burst.json()).toEqual({ told: 1000 });
  const region = alerts(page, 'nl');
  // 320 performers in the catalogue: a performer told twice is one alert (record 81).
  const summary = region.getByRole('link', { name: text('nl', 'alerts.more_other', { count: 317 }) });
  await expect(summary).toBeVisible();
  await expect(region.getByRole('listitem')).toHaveCount(4);
  await region.getByRole('button', { name: text('nl', 'alerts.dismissMore') }).click();
  await expect(summary).toHaveCount(0);
  await expect(region.getByRole('listitem')).toHaveCount(3);
});
