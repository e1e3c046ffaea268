import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console-watch';
import { FEATURES_URL, hydrated, logInAs, performerHeldAt, text } from './support';

// Every page type hydrates without a mismatch or any other console error or warning (React
// reports a mismatch there), after a server render and after a client navigation, in nl and en,
// as a guest and as a member. Places 220 and 221 of the catalogue are this spec's own performers.

type Language = 'nl' | 'en';

interface PageType {
  name: string;
  path: (prefix: string) => Promise<string> | string;
  memberOnly?: boolean;
}

/** Whether the page went to the server for its document since `markDocument`. */
async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __document?: boolean }).__document === true);
}

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __document?: boolean }).__document = true));
}

/**
 * Follows a link of this origin as a person's click would: the tab renders it without a reload.
 * The link is pinned to the viewport's corner: a page still streaming in or joining a room moves
 * what is in its flow, and a click on a link that moved between Playwright's check and its click
 * would land elsewhere and navigate nowhere.
 */
async function navigateInTab(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => {
    document.querySelector('[data-test-link]')?.remove();
    const link = document.createElement('a');
    link.href = href;
    link.textContent = `go to ${href}`;
    link.dataset.testLink = '';
    link.style.cssText = 'position:fixed;top:0;left:0;z-index:2147483647;background:#fff;color:#000';
    document.body.append(link);
  }, path);
  await page.getByRole('link', { name: `go to ${path}`, exact: true }).click();
  await page.waitForURL((url) => url.pathname + url.search === path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

const NOT_FOUND = 'no-such-page';

/** What the page logged, less the browser's line for the 404 page's status, which is not the page's. */
function problemsOf(all: string[]): string[] {
  return all.filter((line) => !(line.includes(NOT_FOUND) && line.startsWith('Failed to load resource')));
}

/** Lets the page's idle work run (prefetches, live updates) so what it logs is seen too. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

for (const language of ['nl', 'en'] as const) {
  const prefix = language === 'en' ? '/en' : '';
  for (const member of [false, true]) {
    test.describe(`in ${language}, as ${member ? 'a member' : 'a guest'}`, () => {
      test.beforeEach(async ({ context, request, baseURL }) => {
        if (member) await logInAs(context, request, baseURL!, 'demo', 'demo1234');
      });

      test('every page type hydrates without a console error or warning', async ({ page, request }) => {
        const online = await performerHeldAt(request, 220, 3);
        const offline = await performerHeldAt(request, 221, 0);
        const pages: PageType[] = [
          { name: 'home', path: () => `${prefix}/` },
          { name: 'online profile', path: () => `${prefix}/profile/${online.username}` },
          { name: 'offline profile', path: () => `${prefix}/profile/${offline.username}` },
          { name: '404', path: () => `${prefix}/${NOT_FOUND}` },
          { name: 'favourites', path: () => `${prefix}/favourites`, memberOnly: true },
          { name: 'settings', path: () => `${prefix}/settings`, memberOnly: true },
          {
            name: 'messenger with a conversation',
            path: () => conversationPath(page, language, prefix),
            memberOnly: true,
          },
        ];
        const problems = watchConsole(page);
        const paths: string[] = [];
        for (const type of pages.filter((each) => member || !each.memberOnly)) {
          const path = await type.path(prefix);
          paths.push(path);
          await page.goto(path);
          await hydrated(page);
          await settle(page);
          expect(problemsOf(problems), `${type.name} (${path}), server render`).toEqual([]);
        }
        await page.goto(`${prefix}/`);
        await hydrated(page);
        await markDocument(page);
        for (const path of paths) {
          await navigateInTab(page, path);
          await settle(page);
          expect(problemsOf(problems), `${path}, client navigation`).toEqual([]);
          // A path no route matches is loaded from the server: vike's router knows only its routes.
          if (path.endsWith(NOT_FOUND)) await markDocument(page);
          else expect(await sameDocument(page), `${path} stayed in the tab`).toBe(true);
        }
      });
    });
  }

  test(`a category page hydrates without a console error or warning in ${language}`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(`${FEATURES_URL}${prefix}/blond`);
    await hydrated(page);
    await settle(page);
    expect(problems, 'server render').toEqual([]);
    await page.goto(`${FEATURES_URL}${prefix}/`);
    await hydrated(page);
    await markDocument(page);
    await navigateInTab(page, `${prefix}/blond`);
    await settle(page);
    expect(problems, 'client navigation').toEqual([]);
    expect(await sameDocument(page)).toBe(true);
  });
}

/** The member's first conversation, as the messenger's list links it. */
async function conversationPath(page: Page, language: Language, prefix: string): Promise<string> {
  await page.goto(`${prefix}/messenger`);
  const link = page
    .getByRole('navigation', { name: text(language, 'messenger.conversations') })
    .getByRole('link')
    .first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('The member has no conversation');
  return href;
}
