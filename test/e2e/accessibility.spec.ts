import { expect, test, type Page } from './csp-watch';
import { expectAccessible, hydrated, logInAs, performers, text } from './support';

const GUEST_PAGES = [
  '/',
  '/new-cams',
  '/free',
  '/toy',
  '/cookies',
  '/privacy',
  '/terms-conditions',
  '/no-such-page',
];
const MEMBER_PAGES = ['/favourites', '/settings', '/messenger'];

async function scan(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
  await expectAccessible(page);
}

for (const prefix of ['', '/en']) {
  const language = prefix ? 'en' : 'nl';

  for (const path of GUEST_PAGES) {
    test(`${prefix}${path} has no serious or critical axe violations`, async ({ page }) => {
      await scan(page, `${prefix}${path}`);
    });
  }

  test(`the performer page has no serious or critical axe violations (${language})`, async ({
    page,
    request,
  }) => {
    const [performer] = await performers(request);
    await scan(page, `${prefix}/profile/${performer!.username}`);
  });

  test(`member pages have no serious or critical axe violations (${language})`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await logInAs(context, request, baseURL!, 'demo', 'demo1234');
    for (const path of MEMBER_PAGES) await scan(page, `${prefix}${path}`);
    await page.goto(`${prefix}/messenger`);
    await page
      .getByRole('navigation', { name: text(language, 'messenger.conversations') })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expectAccessible(page);
    await page.goto(`${prefix}/`);
    await hydrated(page);
    await page.getByRole('button', { name: /demo/ }).click();
    await expectAccessible(page);
  });

  test(`the login dialog and the filters drawer have no serious or critical axe violations (${language})`, async ({
    page,
  }) => {
    await scan(page, `${prefix}/`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: text(language, 'header.login') })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expectAccessible(page);
  });

  test(`the age gate and the phone menu have no serious or critical axe violations (${language})`, async ({
    page,
  }) => {
    await scan(page, `${prefix}/?splash6=true`);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${prefix}/`);
    await hydrated(page);
    await page.getByRole('button', { name: text(language, 'header.menu') }).click();
    await expectAccessible(page);
  });
}

test('the header and the login dialog work with the keyboard alone', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: text('en', 'header.skipToContent') })).toBeFocused();
  const login = page.getByRole('banner').getByRole('button', { name: text('en', 'header.login') });
  for (let step = 0; step < 12 && !(await login.evaluate((el) => el === document.activeElement)); step += 1)
    await page.keyboard.press('Tab');
  await expect(login).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text('en', 'auth.loginTitle') });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(text('en', 'auth.usernameOrEmail'))).toBeFocused();
  await page.keyboard.type('demo');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Hi demo/ })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
