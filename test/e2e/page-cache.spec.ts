import { expect, test } from './csp-watch';
import { hydrated, logInAs, performerAt, setStatus } from './support';

/** The status a profile's HTML shows, as the server sent it (no script: what a crawler or a slow phone gets first). */
async function statusInHtml(request: import('@playwright/test').APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return /performer-page__status performer-mode performer-mode--([a-z]+)/.exec(html)?.[1];
}

// A guest's page is the same for every guest asking alike, so nginx or a CDN may keep it for a few
// seconds (docs/decisions.md, 73): it names no nonce, its policy trusts the site's own files and its
// inline style's hash, and a status change purges the shared caches. Without a cache in front (as
// here), each request is rendered and shows the change at once.
test("a guest's page may be kept by a shared cache, and runs under a policy without a nonce", async ({
  page,
  request,
}) => {
  const { username } = await performerAt(request, 150);
  const path = `/en/profile/${username}`;
  try {
    await setStatus(request, username, 1);
    const response = await request.get(path);
    expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=3');
    expect(response.headers()['vary']).toBe('Accept-Encoding, Cookie, User-Agent');
    const policy = response.headers()['content-security-policy'];
    expect(policy).toMatch(/script-src 'self'; style-src 'self' 'sha256-[\w+/]{43}='/);
    expect(policy).not.toContain('nonce');
    expect(await response.text()).not.toContain('nonce=');
    // The browser runs the page and the chunks it loads later under that policy: csp-watch fails
    // the test on any violation.
    await page.goto(path);
    await hydrated(page);
    await page.getByRole('button', { name: /^Log in$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await setStatus(request, username, 5);
    expect(await statusInHtml(request, path)).toBe('invip');
  } finally {
    await setStatus(request, username, 'clear');
  }
});

// A member's page is rendered every time, from performer lists and profiles each process keeps for
// a few seconds (the performer catalogue cache): a status change must reach it at once too.
test("a member's page shows a studio status change at once, though its profile was just kept", async ({
  context,
  request,
  baseURL,
}) => {
  const { username } = await performerAt(request, 152);
  const path = `/en/profile/${username}`;
  await logInAs(context, request, baseURL!, 'demo', 'demo1234');
  try {
    await setStatus(request, username, 1);
    for (let round = 0; round < 4; round += 1)
      expect(await statusInHtml(context.request, path)).toBe('online');
    for (const [status, mode] of [
      [5, 'invip'],
      [0, 'offline'],
    ] as const) {
      await setStatus(request, username, status);
      for (let round = 0; round < 4; round += 1) expect(await statusInHtml(context.request, path)).toBe(mode);
    }
  } finally {
    await setStatus(request, username, 'clear');
  }
});

test("a member's page is his own: under a fresh nonce, kept by nobody", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const { username } = await performerAt(request, 151);
  const path = `/en/profile/${username}`;
  await logInAs(context, request, baseURL!, 'demo', 'demo1234');
  const response = await context.request.get(path);
  expect(response.headers()['cache-control']).not.toContain('public');
  expect(response.headers()['content-security-policy']).toMatch(
    /script-src 'nonce-[\w-]{22}' 'strict-dynamic'/,
  );
  await page.goto(path);
  await hydrated(page);
  // The same address, rendered for the member: the header's account menu names them.
  await expect(page.getByRole('button', { name: /demo/ })).toBeVisible();
});
