import { expect, test, type Locator, type Page } from './csp-watch';
import {
  chooseLanguage,
  expectAccessible,
  hydrated,
  LANGUAGES,
  logInAs,
  performers,
  tabTo,
  text,
} from './support';

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

/**
 * The visible elements inside `container` that stick out of the window sideways (outside any box
 * that scrolls or clips them on purpose): text cut off or pushed off a narrow screen.
 */
function overflowing(container: Locator) {
  return container.evaluate((root) => {
    const clipped = (element: Element): boolean => {
      for (let node = element.parentElement; node && node !== root.parentElement; node = node.parentElement)
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(node).overflowX)) return true;
      return false;
    };
    return [...root.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        // Wholly off screen is hidden on purpose (the skip link until it has focus); partly is cut off.
        const partlyShown = box.left < window.innerWidth && box.right > 0;
        return partlyShown && (box.right > window.innerWidth + 1 || box.left < -1) && !clipped(element);
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.trim().slice(0, 40)}`,
      );
  });
}

/** Nothing in `container` sticks out once it has settled (drawers slide in from the side). */
async function fits(container: Locator) {
  await expect(async () => expect(await overflowing(container)).toEqual([])).toPass({ timeout: 5000 });
}

for (const { language, prefix, cookie } of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    if (cookie) test.beforeEach(({ context, baseURL }) => chooseLanguage(context, baseURL!, cookie));

    async function scanIn(page: Page, url: string) {
      await scan(page, url);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language.slice(0, 2)}`));
    }

    for (const path of GUEST_PAGES) {
      test(`${prefix}${path} has no serious or critical axe violations`, async ({ page }) => {
        await scanIn(page, `${prefix}${path}`);
      });
    }

    test('the performer page has no serious or critical axe violations', async ({ page, request }) => {
      const [performer] = await performers(request);
      await scanIn(page, `${prefix}/profile/${performer!.username}`);
    });

    test('member pages have no serious or critical axe violations', async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      await logInAs(context, request, baseURL!, 'demo', 'demo1234');
      for (const path of MEMBER_PAGES) await scanIn(page, `${prefix}${path}`);
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

    test('the login dialog and the filters drawer have no serious or critical axe violations', async ({
      page,
    }) => {
      await scanIn(page, `${prefix}/`);
      await page
        .getByRole('banner')
        .getByRole('button', { name: text(language, 'header.login') })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: text(language, 'filters.button'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: text(language, 'filters.heading') })).toBeVisible();
      await expectAccessible(page);
    });

    test('the age gate and the phone menu have no serious or critical axe violations', async ({ page }) => {
      await scanIn(page, `${prefix}/?splash6=true`);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`${prefix}/`);
      await hydrated(page);
      await page.getByRole('button', { name: text(language, 'header.menu') }).click();
      await expectAccessible(page);
    });

    test('the header and the login dialog work with the keyboard alone', async ({ page }) => {
      await page.goto(`${prefix}/`);
      await hydrated(page);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: text(language, 'header.skipToContent') })).toBeFocused();
      const login = page.getByRole('banner').getByRole('button', { name: text(language, 'header.login') });
      await tabTo(page, login, 12);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: text(language, 'auth.loginTitle') });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel(text(language, 'auth.usernameOrEmail'))).toBeFocused();
      await page.keyboard.type('demo');
      await page.keyboard.press('Tab');
      await page.keyboard.type('demo1234');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('banner').getByRole('button', { name: /demo/ })).toBeVisible();
      await expect(dialog).toHaveCount(0);
    });

    test('on a 320 px screen the header, the phone menu and the filters drawer fit', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`${prefix}/`);
      await hydrated(page);
      await fits(page.getByRole('banner'));
      await page.getByRole('button', { name: text(language, 'header.menu') }).click();
      const menu = page.getByRole('dialog', { name: text(language, 'header.menu') });
      await expect(menu).toBeVisible();
      await fits(menu);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await page.getByRole('button', { name: text(language, 'filters.button'), exact: true }).click();
      const filters = page.getByRole('dialog', { name: text(language, 'filters.heading') });
      await expect(filters).toBeVisible();
      await fits(filters);
    });
  });
}
