import { expect, test } from './csp-watch';
import { hydrated, logInAs, performerAt, setStatus } from './support';

/** The status a profile's HTML shows, as the server sent it (no script: what a crawler or a slow phone gets first). */
async function statusInHtml(request: import('@playwright/test').APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return /performer-page__status performer-mode performer-mode--([a-z]+)/.exec(html)?.[1];
}

// A guest's page may be served from the guest page cache for a few seconds (src/server/page-cache):
// a status change on the backend must reach the next page at once, in every worker.
test("a guest's page shows a studio status change at once, though it was just served from the cache", async ({
  request,
}) => {
  // Its place in the catalogue is this test's own (tests never share a performer).
  const { username } = await performerAt(request, 150);
  const path = `/en/profile/${username}`;
  try {
    await setStatus(request, username, 1);
    // Asked repeatedly, so every worker has the page kept (requests are spread over the workers).
    for (let round = 0; round < 4; round += 1) expect(await statusInHtml(request, path)).toBe('online');
    for (const [status, mode] of [
      [5, 'invip'],
      [0, 'offline'],
      [1, 'online'],
    ] as const) {
      await setStatus(request, username, status);
      for (let round = 0; round < 4; round += 1) expect(await statusInHtml(request, path)).toBe(mode);
    }
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

test("a member's page is never a guest's kept page", async ({ page, request, context, baseURL }) => {
  const { username } = await performerAt(request, 151);
  const path = `/en/profile/${username}`;
  for (let round = 0; round < 3; round += 1) expect((await request.get(path)).status()).toBe(200);
  await logInAs(context, request, baseURL!, 'demo', 'demo1234');
  await page.goto(path);
  await hydrated(page);
  // The same address, rendered for the member: the header's account menu names them.
  await expect(page.getByRole('button', { name: /demo/ })).toBeVisible();
});

// A kept page goes to a browser gzip-compressed once, with each response's nonce put between its
// compressed pieces (src/server/page-cache/gzip-around-nonce.ts): the page must decode, and its
// scripts must run under the nonce its own policy names (csp-watch fails the test on a violation).
test("a guest's kept page reaches the browser compressed and starts under its own nonce", async ({
  page,
  request,
}) => {
  // A path of its own: the query string is part of the cache's key.
  const path = '/en?kept=gzip';
  // Asked first, so every worker has the page kept before the browser asks.
  for (let round = 0; round < 4; round += 1)
    expect((await request.get(path, { headers: { 'accept-encoding': 'gzip' } })).ok()).toBe(true);
  const response = await page.goto(path);
  expect(response?.headers()['content-encoding']).toBe('gzip');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Log in$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
