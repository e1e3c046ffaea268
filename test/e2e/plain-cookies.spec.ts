import { expect, test } from './csp-watch';
import { openLogin } from './accounts-support';
import { startCluster, type RunningCluster } from './cluster-support';
import { expectGermanNavigation, text } from './support';

// SECURE_COOKIES=false, as a plain-http host other than localhost runs (docs/deploy.md): the
// `__Host-` prefix needs Secure, so every cookie keeps its plain name. A site of this file's own.
test.describe.configure({ mode: 'serial' });

let site: RunningCluster;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startCluster({ SECURE_COOKIES: 'false', WEB_CONCURRENCY: '1' });
});

test.afterAll(async () => {
  await site?.stop();
});

test('without Secure cookies the language is kept under i18n_redirected, on the server and in the tab', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: site.url }]);
  await page.goto(`${site.url}/free`);
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'grids.free.heading') })).toBeVisible();
  await expectGermanNavigation(page);
  await page
    .getByRole('form', { name: text('de', 'header.language') })
    .getByRole('button', { name: 'Vlaams' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')).toMatchObject({
    value: 'be',
    secure: false,
  });
  expect(cookies.filter((cookie) => cookie.name.startsWith('__Host-'))).toEqual([]);
});

test('without Secure cookies a login keeps its token in session and its marker in auth', async ({
  page,
  context,
}) => {
  await page.goto(`${site.url}/`);
  const dialog = await openLogin(page);
  await dialog.getByLabel(text('nl', 'auth.usernameOrEmail')).fill('demo');
  await dialog.getByLabel(text('nl', 'auth.password'), { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: text('nl', 'auth.loginSubmit') }).click();
  const greeting = page.getByRole('button', { name: text('nl', 'header.greeting', { name: 'demo' }) });
  await expect(greeting).toBeVisible();
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === 'session');
  expect(session).toMatchObject({ httpOnly: true, secure: false });
  expect(await page.evaluate(() => document.cookie)).toMatch(/(^|; )auth=/);
  expect(await page.evaluate(() => document.cookie)).not.toContain(session!.value.split('.')[2]!);
  expect(cookies.filter((cookie) => cookie.name.startsWith('__Host-'))).toEqual([]);
  // The server renders the next page for the member from the plain-named cookies.
  await page.reload();
  await expect(greeting).toBeVisible();
});
