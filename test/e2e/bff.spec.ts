import { expect, request as playwrightRequest, test, type Page, type Request } from './csp-watch';
import { freshName, openLogin, registerByApi } from './accounts-support';
import { authCookieValue, loginToken, performers, SESSION_COOKIE, sessionMarker, text } from './support';

const nl = (key: string, values: Record<string, string | number> = {}) => text('nl', key, values);
const API_KEYS = ['sandbox-member-key', 'sandbox-engine-key'];

async function logInWithTheForm(page: Page): Promise<void> {
  const dialog = await openLogin(page);
  await dialog.getByLabel(nl('auth.usernameOrEmail')).fill('demo');
  await dialog.getByLabel(nl('auth.password'), { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: nl('auth.loginSubmit') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Hoi demo/ })).toBeVisible();
}

test('after logging in with the form, the token is in an HttpOnly cookie and not in document.cookie', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await logInWithTheForm(page);
  const session = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
  const token = session!.value;
  const signature = token.split('.')[2]!;
  expect(signature.length).toBeGreaterThan(4);
  const readable = await page.evaluate(() => document.cookie);
  expect(readable).toContain('__Host-auth=');
  expect(readable).not.toContain(signature);
  expect(readable).not.toContain(SESSION_COOKIE);

  // Still logged in after a reload (the server reads the HttpOnly cookie), and still no token.
  await page.reload();
  await expect(page.getByRole('button', { name: /Hoi demo/ })).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toContain(signature);

  // Logging out clears the HttpOnly cookie too.
  await page.getByRole('button', { name: /Hoi demo/ }).click();
  await page.getByRole('button', { name: nl('header.logout') }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: nl('header.login') })).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === SESSION_COOKIE))
    .toBe(false);
});

test('no page holds the member or engine API key, for a guest or a member', async ({ page, request }) => {
  const [performer] = await performers(request);
  const paths = ['/', '/en/new-cams', '/free', '/cookies', `/profile/${performer!.username}`];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    for (const key of API_KEYS) expect(html, path).not.toContain(key);
  }
  await page.goto('/');
  await logInWithTheForm(page);
  // The member's pages as the server renders them for this browser (its cookies, the HttpOnly one too).
  const memberOnly = ['/settings', '/messenger', '/favourites'];
  for (const path of [...paths, ...memberOnly]) {
    // A member-only page answers 200 only to a member (a guest is sent home): the cookies went along.
    const response = await page.request.get(path, { maxRedirects: memberOnly.includes(path) ? 0 : 20 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    for (const key of API_KEYS) expect(html, path).not.toContain(key);
  }
  // And the hydrated page, whose state the browser has taken over.
  await page.goto('/messenger');
  await expect(page.getByRole('button', { name: /Hoi demo/ })).toBeVisible();
  const html = await page.content();
  for (const key of API_KEYS) expect(html).not.toContain(key);
});

test('logging in and loading a member page call only the site origin, with no CORS preflight', async ({
  page,
  baseURL,
}) => {
  const requests: Request[] = [];
  const sockets: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto('/');
  await logInWithTheForm(page);
  await page.goto('/messenger');
  await expect(page.getByRole('button', { name: /Hoi demo/ })).toBeVisible();
  // The member socket too goes through the site's proxy.
  await expect.poll(() => sockets.some((url) => new URL(url).pathname === '/api/socket.io/')).toBe(true);
  const apiCalls = requests.filter((request) => new URL(request.url()).pathname.startsWith('/api/'));
  const preflights = requests.filter((request) => request.method() === 'OPTIONS');
  const elsewhere = requests.filter((request) => !request.url().startsWith(baseURL!));
  test.info().annotations.push({
    type: 'bff',
    description: `${apiCalls.length} same-origin API calls (${apiCalls
      .map((request) => `${request.method()} ${new URL(request.url()).pathname}`)
      .join(', ')}), ${preflights.length} OPTIONS requests, sockets: ${sockets.join(', ')}`,
  });
  expect(apiCalls.map((request) => new URL(request.url()).pathname)).toContain('/api/member/login');
  expect(preflights).toEqual([]);
  expect(elsewhere.map((request) => request.url())).toEqual([]);
  expect(sockets.filter((url) => url.includes('/sandbox/'))).toEqual([]);
});

test('a login link keeps its token in the HttpOnly cookie, not in document.cookie', async ({
  page,
  request,
  context,
}) => {
  const username = freshName('bff');
  await registerByApi(request, username);
  const token = await loginToken(request, username, 'secret12');
  await page.goto(`/en/new-cams?action=login&token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('button', { name: new RegExp(`Hi ${username}`) })).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.value)
    .toBe(token);
  expect(await page.evaluate(() => document.cookie)).not.toContain(token.split('.')[2]!);
  // The server renders the next page for the member from the HttpOnly cookie.
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(`Hi ${username}`) })).toBeVisible();
});

/** `GET /en` with only this Cookie header, from a client with no cookie jar of its own. */
async function enPageWith(baseURL: string, cookie: string) {
  const client = await playwrightRequest.newContext({ baseURL });
  const response = await client.get('/en', { headers: { cookie } });
  const page = {
    status: response.status(),
    html: await response.text(),
    setCookies: response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value),
  };
  await client.dispose();
  return page;
}

test('a readable auth cookie holding a real token, as another site could plant it, gets a guest page', async ({
  request,
  baseURL,
}) => {
  const token = await loginToken(request, 'demo', 'demo1234');
  const greeting = text('en', 'header.greeting', { name: 'demo' });
  // The same token where the site keeps it is a member's page: the token is a live one.
  const member = await enPageWith(
    baseURL!,
    `__Host-auth=${authCookieValue(sessionMarker(token))}; ${SESSION_COOKIE}=${token}`,
  );
  expect(member.html).toContain(greeting);
  // The header's guest actions (log in, register) are rendered for guests only.
  expect(member.html).not.toContain('header-actions--guest');
  // A sibling subdomain can write `auth`; a script on the page could write `__Host-auth`.
  for (const name of ['auth', '__Host-auth']) {
    const planted = await enPageWith(baseURL!, `${name}=${authCookieValue(token)}`);
    expect(planted.status, name).toBe(200);
    expect(planted.html, name).not.toContain(greeting);
    expect(planted.html, name).toContain('header-actions--guest');
    expect(
      planted.setCookies.filter((line) => line.startsWith(`${SESSION_COOKIE}=`)),
      name,
    ).toEqual([]);
  }
  // The old name is cleared, not carried over to the new one.
  const old = await enPageWith(baseURL!, `auth=${authCookieValue(token)}`);
  expect(old.setCookies.filter((line) => /^(__Host-)?auth=/.test(line))).toEqual([
    expect.stringMatching(/^auth=; Max-Age=0; Path=\/; Secure; SameSite=Lax$/),
  ]);
});

test("a member's auth cookie of the name before the __Host- prefix moves and keeps them logged in", async ({
  request,
  baseURL,
}) => {
  const token = await loginToken(request, 'demo', 'demo1234');
  const page = await enPageWith(
    baseURL!,
    `auth=${authCookieValue(sessionMarker(token))}; ${SESSION_COOKIE}=${token}`,
  );
  expect(page.html).toContain(text('en', 'header.greeting', { name: 'demo' }));
  expect(page.setCookies).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^auth=; Max-Age=0;/),
      expect.stringMatching(/^__Host-auth=[^;]+httponly[^;]*; Max-Age=86400; Path=\/; Secure; SameSite=Lax$/),
    ]),
  );
});
