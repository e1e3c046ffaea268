import { expect, request as playwrightRequest, test, type APIRequestContext } from './csp-watch';
import { authCookieValue, logInAs, SESSION_COOKIE, sessionMarker } from './support';

async function loginToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/sandbox/member/login', {
    headers: { 'x-api-key': 'sandbox-member-key', 'x-lang': 'nl' },
    data: { username, password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A logged-in browser's Cookie header: the token's marker readable, the token HttpOnly. */
function memberCookies(token: string): string {
  return `__Host-auth=${authCookieValue(sessionMarker(token))}; ${SESSION_COOKIE}=${token}`;
}

/** A request context of its own: no cookie jar shared with other renders. */
async function freshGet(
  baseURL: string,
  cookie?: string,
): Promise<{ status: number; html: string; cookies: string }> {
  const context = await playwrightRequest.newContext({ baseURL });
  const response = await context.get('/', { headers: cookie ? { cookie } : {} });
  const result = {
    status: response.status(),
    html: await response.text(),
    cookies: response.headers()['set-cookie'] ?? '',
  };
  await context.dispose();
  return result;
}

test('concurrent server renders for different members never show each other', async ({
  request,
  baseURL,
}) => {
  const members = [
    { name: 'demo', token: await loginToken(request, 'demo', 'demo1234'), credits: '5.000 credits' },
    { name: 'oldtimer', token: await loginToken(request, 'oldtimer', 'oldtimer123'), credits: '800 credits' },
  ];
  // 24 at once beside the other e2e worker: the render waits for each member, however loaded the cores.
  const renders = Array.from({ length: 24 }, (_, index) => members[index % 2]!);
  const pages = await Promise.all(
    renders.map(async (member) => ({ member, ...(await freshGet(baseURL!, memberCookies(member.token))) })),
  );
  for (const { member, status, html, cookies } of pages) {
    const other = members.find((candidate) => candidate !== member)!;
    expect(status).toBe(200);
    expect(html).toContain(`Hoi ${member.name}`);
    expect(html).toContain(member.credits);
    expect(html).not.toContain(`Hoi ${other.name}`);
    // The refreshed session cookie is the member's own.
    expect(decodeURIComponent(cookies)).toContain(`"username":"${member.name}"`);
  }
  const guest = await freshGet(baseURL!);
  expect(guest.html).not.toMatch(/Hoi (demo|oldtimer)/);
});

test('a logged-in member sees the greeting and balance after hydration too', async ({
  page,
  request,
  baseURL,
}) => {
  await logInAs(page.context(), request, baseURL!, 'demo', 'demo1234');
  await page.goto('/');
  await expect(page.getByText('Hoi demo')).toBeVisible();
  await expect(page.getByText('5.000 credits')).toBeVisible();
});
