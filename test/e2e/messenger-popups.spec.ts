import { expect, test, type APIRequestContext } from '@playwright/test';
import { memberWithCredits } from './live-chat-support';
import { performerWrites } from './messenger-support';
import { ENGINE, expectAccessible, hydrated, logInAs, performerAt, text } from './support';

async function isBubbleOnServer(request: APIRequestContext, token: string, username: string) {
  const list = await request.get('/sandbox/engine/inbox/list', {
    headers: { ...ENGINE.headers, 'x-token': token },
  });
  const body = (await list.json()) as { result: { other: { username: string }; isBubble: boolean }[] };
  return body.result.find((c) => c.other.username === username)?.isBubble;
}

const en = (key: string, values: Record<string, string | number> = {}) => text('en', key, values);

test('a performer’s message opens a bubble; pop-ups that no longer fit, or the oldest when a 4th opens, become bubbles (the server is told)', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await memberWithCredits(request, 101);
  const token = await logInAs(context, request, baseURL!, member.username, 'secret12');
  const performers = await Promise.all([311, 312, 313].map((place) => performerAt(request, place)));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en');
  await hydrated(page);
  const dock = page.getByRole('complementary', { name: en('messenger.popups.label') });
  await expect(dock.getByRole('button', { name: en('messenger.popups.launcher') })).toBeVisible();
  for (const performer of performers) {
    await performerWrites(request, performer.username, member.username, `Hi from ${performer.username}`);
    const bubble = dock.getByRole('button', {
      name: en('messenger.popups.bubbleUnread', { name: performer.username, count: 1 }),
    });
    await bubble.click();
    const popup = dock.getByRole('region', {
      name: en('messenger.popups.popup', { name: performer.username }),
    });
    await expect(
      popup.getByRole('listitem').filter({ hasText: `Hi from ${performer.username}` }),
    ).toBeVisible();
  }
  const [first] = performers;
  const popups = dock.getByRole('region', {
    name: new RegExp(`^${en('messenger.popups.popup', { name: '' })}`),
  });
  await expect(popups).toHaveCount(3);
  // 1,050 px hold two pop-ups of 21 rem (plus 5 rem): the oldest becomes a bubble.
  await page.setViewportSize({ width: 1050, height: 800 });
  const firstBubble = dock.getByRole('button', {
    name: en('messenger.popups.bubble', { name: first!.username }),
  });
  await expect(firstBubble).toBeVisible();
  await expect(
    dock.getByRole('region', { name: en('messenger.popups.popup', { name: first!.username }) }),
  ).toHaveCount(0);
  await expect.poll(() => isBubbleOnServer(request, token, first!.username)).toBe(true);
  await expectAccessible(page);
  // Wide again, the bubble opens as the last pop-up.
  await page.setViewportSize({ width: 1280, height: 800 });
  await firstBubble.click();
  await expect(popups.last()).toHaveAccessibleName(en('messenger.popups.popup', { name: first!.username }));
  // A reload keeps the pop-ups (local storage, per member).
  await page.reload();
  await hydrated(page);
  await expect(popups).toHaveCount(3);

  // A fourth conversation opened from the list opens; the oldest open one becomes a bubble.
  const fourth = await performerAt(request, 309);
  const started = await request.post('/sandbox/engine/inbox/0', {
    headers: { ...ENGINE.headers, 'x-token': token },
    data: { message: 'Hallo', attachment: null, partnerId: fourth.id, target: fourth.username },
  });
  expect(started.status()).toBe(200);
  await dock.getByRole('button', { name: en('messenger.popups.launcher') }).click();
  await dock.getByRole('button', { name: fourth.username, exact: true }).click();
  await expect(popups.last()).toHaveAccessibleName(en('messenger.popups.popup', { name: fourth.username }));
  await expect(popups).toHaveCount(3);
  const oldest = performers[1]!;
  await expect(
    dock.getByRole('button', { name: en('messenger.popups.bubble', { name: oldest.username }) }),
  ).toBeVisible();
  await expect.poll(() => isBubbleOnServer(request, token, oldest.username)).toBe(true);
});
