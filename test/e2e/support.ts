import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { test as cspTest } from './csp-watch';

export const MEMBER = { headers: { 'x-api-key': 'sandbox-member-key', 'x-lang': 'nl' } };
export const ENGINE = { headers: { 'x-api-key': 'sandbox-engine-key' } };
type Language = 'nl' | 'en' | 'de' | 'nl-BE';
const LOCALES = new URL('../../src/ui/i18n/locales/', import.meta.url);

/** One language's texts, every area merged (Playwright's loader cannot import the JSON modules). */
function texts(language: Language): Record<string, unknown> {
  const areas = readdirSync(LOCALES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return Object.assign(
    {},
    ...areas.map((area) =>
      JSON.parse(readFileSync(new URL(`${area.name}/${language}.json`, LOCALES), 'utf8')),
    ),
  );
}

/** A text of the site as a visitor reads it, by its i18n key ('grids.home.heading'), with placeholders filled. */
export function text(language: Language, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = texts(language);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No text ${key} in ${language}`);
  return node.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/**
 * Every language as a visitor gets it: Dutch and English by their routes, German and Belgian
 * Dutch by the language cookie, since they have no route prefix (SPEC §2).
 */
export const LANGUAGES = [
  { language: 'nl', prefix: '', cookie: null },
  { language: 'en', prefix: '/en', cookie: null },
  { language: 'de', prefix: '', cookie: 'de' },
  { language: 'nl-BE', prefix: '', cookie: 'be' },
] as const;

/**
 * A readable cookie of the site's as the browser keeps it: with Secure cookies (the e2e servers'
 * default) under its `__Host-` name, Secure, of path / and without a domain. By domain and path:
 * given an http url, Playwright drops Secure, which a __Host- cookie needs.
 */
export function siteCookie(baseURL: string, key: string, value: string) {
  const where = { domain: new URL(baseURL).hostname, path: '/', secure: true, sameSite: 'Lax' as const };
  return { name: `__Host-${key}`, value, ...where };
}

/** The language cookie that gives a visitor `cookie`'s language on the unprefixed routes. */
export async function chooseLanguage(context: BrowserContext, baseURL: string, cookie: string | null) {
  if (cookie) await context.addCookies([siteCookie(baseURL, 'i18n_redirected', cookie)]);
}

/** The second server of playwright.config.ts: categories on, and the faults tool ours alone. */
export const FEATURES_URL = `http://localhost:${process.env.E2E_FEATURES_PORT}`;

export async function loginToken(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const response = await request.post('/sandbox/member/login', { ...MEMBER, data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export function authCookieValue(token: string): string {
  return encodeURIComponent(JSON.stringify({ token, loggedIn: true }));
}

/** The page's stand-in for a token (src/adapters/session/session-marker.ts): no signature. */
export function sessionMarker(token: string): string {
  return `${token.split('.').slice(0, 2).join('.')}.httponly`;
}

/** The HttpOnly cookie the site keeps the login token in (Secure cookies: the e2e servers' default). */
export const SESSION_COOKIE = '__Host-session';

/**
 * Logs the browser context in as a member, as the login form would leave it: the token in the
 * HttpOnly cookie, its marker in the readable auth cookie. Returns the token, for API calls.
 */
export async function logInAs(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  username: string,
  password: string,
): Promise<string> {
  const token = await loginToken(request, username, password);
  await context.addCookies([
    siteCookie(baseURL, 'auth', authCookieValue(sessionMarker(token))),
    {
      name: SESSION_COOKIE,
      value: token,
      domain: new URL(baseURL).hostname,
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    },
  ]);
  return token;
}

/** The page's script has taken over (vike hydrated it), so controls respond. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
}

/** Opens `path` as a visitor does and waits until its script has taken over. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/**
 * The tab's own navigation reads the language cookie too: once the page has hydrated, a click on
 * New cams in the nav opens that page in German.
 */
export async function expectGermanNavigation(page: Page): Promise<void> {
  await hydrated(page);
  await page
    .getByRole('link', { name: text('de', 'nav.newCams') })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: text('de', 'grids.newCams.heading') }),
  ).toBeVisible();
}

/**
 * Playwright's `test` with the CSP watch of csp-watch.ts, and `logIn`: {@link logInAs} for the
 * test's own browser context, returning the token.
 */
export const test = cspTest.extend<{ logIn: (username: string, password: string) => Promise<string> }>({
  logIn: async ({ context, request, baseURL }, use) => {
    await use((username, password) => logInAs(context, request, baseURL!, username, password));
  },
});

/**
 * Presses Tab until `target` has the focus, at most `steps` times (a keyboard user's way to a
 * control), and fails when it never gets it.
 */
export async function tabTo(page: Page, target: Locator, steps: number): Promise<void> {
  for (
    let step = 0;
    step < steps && !(await target.evaluate((el) => el === document.activeElement));
    step += 1
  )
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Performers from the sandbox catalogue, in the grid's order. */
export async function performers(
  request: APIRequestContext,
  query = '',
): Promise<{ id: number; username: string; onlineStatus: number; cybertoy: boolean }[]> {
  const response = await request.get(`/sandbox/engine/user/find?page=1&limit=500${query}`, ENGINE);
  return (
    (await response.json()) as {
      items: { id: number; username: string; onlineStatus: number; cybertoy: boolean }[];
    }
  ).items;
}

/**
 * The performer at `place` in the catalogue ordered by id: each test that needs a performer of
 * its own takes a place no other spec takes. Not the grid's order: that one is live (free chat
 * first, offline ones by last cam), so every status change, by the schedule or by another test's
 * studio call, moves performers between places, and two tests asking at different moments could
 * be given the same performer.
 */
export async function performerAt(request: APIRequestContext, place: number) {
  const byId = (await performers(request)).sort((a, b) => a.id - b.id);
  return byId[place]!;
}

/**
 * {@link performerAt}, held at `status` through the studio: on the schedule, a slot that turns
 * during the test may change her status, and what her pages show with it.
 */
export async function performerHeldAt(request: APIRequestContext, place: number, status: number) {
  const performer = await performerAt(request, place);
  await setStatus(request, performer.username, status);
  return performer;
}

/** Sets a performer's status through the sandbox studio (0, 1, 3, 5, 9) or back to the schedule. */
export async function setStatus(request: APIRequestContext, username: string, status: number | 'clear') {
  const response = await request.post('/sandbox/studio/status', {
    headers: { Accept: 'application/json' },
    form: { username, status: String(status) },
  });
  expect(response.status()).toBe(200);
}

/**
 * axe-core: no serious or critical violation on the page as it is now, in its end state: a text
 * half faded in (motion.css) is not yet at its contrast, and axe measures it as it is. Reduced
 * motion, switched on while axe runs, ends every fade at once, also of news that arrives meanwhile.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  await page.emulateMedia({ reducedMotion: null });
  const bad = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(bad).toEqual([]);
}

/** The accessible names of the performer cards of a page's grid, as the browser computes them. */
export async function cardNames(page: Page): Promise<string[]> {
  const snapshot = await page.getByRole('list', { name: /^\d+ (model|Model)/ }).ariaSnapshot();
  return [...snapshot.matchAll(/- link "([^"]+)"/g)].map((match) => match[1]!);
}
