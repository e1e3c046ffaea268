import { expect } from './csp-watch';
import { expectAccessible, hydrated, text } from './support';
import {
  capitalised,
  creditsOf,
  creditsText,
  enterRoom,
  headerCredits,
  memberWithCredits,
  performerFor,
  roomAction,
  roomSettings,
  test,
} from './live-chat-support';

const en = (key: string, values: Record<string, string | number> = {}) => text('en', key, values);

// Every test has its own performer (a place in the catalogue no other spec uses), so rooms, their
// studio settings and billing clocks never meet across parallel tests.

test('a guest chats in free chat until the free time is up, then is asked to sign up', async ({
  page,
  request,
}) => {
  const performer = await performerFor(request, 200, 3, { guestLimitSeconds: 4 });
  const room = await enterRoom(page, { username: performer.username });
  const box = room.getByRole('textbox', {
    name: en('chat.write', { name: capitalised(performer.username) }),
  });
  await box.fill('Hallo **iedereen**');
  await box.press('Enter');
  const log = room.getByRole('log');
  await expect(log.getByText('iedereen', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await expect(room.getByRole('button', { name: en('chat.tips.send') })).toHaveCount(0);
  await expect(room.getByRole('alert')).toHaveText(en('chat.state.guestExpired', { credits: 120 }), {
    timeout: 15_000,
  });
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(box).toHaveCount(0);
});

test('a member in private chat is billed per minute, warned, and stopped with the no-credits modal', async ({
  page,
  request,
  memberInRoom,
}) => {
  // A minute of chat in three seconds: 300 credits last fifteen, the last minute's warning three.
  const { member, room } = await memberInRoom({ bundle: 101, place: 201, settings: { billingSpeed: 20 } });
  await expect(room.getByRole('tab', { name: en('chat.tabs.public') })).toBeVisible();
  await expect(room.getByRole('tab', { name: en('chat.tabs.private') })).toBeVisible();
  await expect(headerCredits(page, member.username)).not.toContainText(creditsText(300));
  await expect(room.getByText(en('chat.state.lowCredits'))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: text('en', 'wallet.noCredits.title') })).toBeVisible({
    timeout: 15_000,
  });
  await expect(room.getByRole('alert')).toContainText(en('chat.state.noCredits'));
  const left = await creditsOf(request, member.token);
  expect(left).toBeLessThan(60);
  await expect(headerCredits(page, member.username)).toContainText(creditsText(left));
});

test('tips: each preset and a custom amount charge exactly once; a bad amount is refused', async ({
  page,
  request,
  memberInRoom,
}) => {
  const { member, room } = await memberInRoom({ bundle: 105, place: 202 });
  const start = await creditsOf(request, member.token);
  let spent = 0;
  for (const [name, amount] of [
    ['wink', 100],
    ['kiss', 500],
    ['heart', 1000],
  ] as const) {
    await room.getByRole('button', { name: en(`chat.tips.${name}`, { amount }) }).dblclick();
    spent += amount;
    await expect(
      room.getByRole('status').filter({ hasText: en('chat.tips.sent', { amount }) }),
    ).toBeVisible();
    await expect.poll(() => creditsOf(request, member.token)).toBe(start - spent);
  }
  const amount = room.getByRole('textbox', { name: en('chat.tips.amount', { min: 100, max: 100000 }) });
  await amount.fill('99');
  await room.getByRole('button', { name: en('chat.tips.send') }).click();
  await expect(room.getByRole('alert')).toHaveText(en('chat.errors.tipRange', { min: 100, max: 100000 }));
  await amount.fill('150');
  await room.getByRole('textbox', { name: en('chat.tips.message') }).fill('Voor jou');
  await room.getByRole('button', { name: en('chat.tips.send') }).click();
  await expect(room.getByRole('log')).toContainText(`tipped 150 credits: “Voor jou”`);
  await expect.poll(() => creditsOf(request, member.token)).toBe(start - spent - 150);
  await expect(headerCredits(page, member.username)).toContainText(creditsText(start - spent - 150));
});

test('when her toy is on, a toy tip makes it vibrate for the whole room to see', async ({
  request,
  memberInRoom,
}) => {
  const { member, performer, room } = await memberInRoom({ bundle: 103, place: 203 });
  await expect(room.getByRole('group', { name: en('chat.toy.title') })).toHaveCount(0);
  await roomAction(request, performer.id, { do: 'toyOn' });
  await expect(room.getByRole('log')).toContainText(en('chat.notice.toyOn'));
  await room.getByRole('button', { name: en('chat.toy.hard', { amount: 500 }) }).click();
  await expect(room.getByRole('log')).toContainText(
    en('chat.notice.cybertoy', { nickname: member.username, amount: 500, level: 10 }),
  );
});

test('when her toy is already on as a member enters, the toy tips are offered at once', async ({
  memberInRoom,
}) => {
  // Switched on in the studio before anyone is in her room: no event tells the member, the join does.
  const { member, room } = await memberInRoom({ bundle: 103, place: 240, settings: { toy: true } });
  await expect(room.getByRole('log')).toContainText(en('chat.notice.toyOn'));
  const toy = room.getByRole('group', { name: en('chat.toy.title') });
  await toy.getByRole('button', { name: en('chat.toy.medium', { amount: 100 }) }).click();
  await expect(room.getByRole('log')).toContainText(
    en('chat.notice.cybertoy', { nickname: member.username, amount: 100, level: 2 }),
  );
});

test('VIP: accepted opens the show tab and can be stopped; declined says so', async ({
  request,
  memberInRoom,
}) => {
  const { performer, room } = await memberInRoom({
    bundle: 103,
    place: 204,
    settings: { vipAnswer: 'accept' },
  });
  await room.getByRole('button', { name: en('chat.vip.request', { credits: 4 }) }).click();
  await expect(room.getByRole('tab', { name: en('chat.tabs.vip') })).toHaveAttribute('aria-selected', 'true');
  await room.getByRole('button', { name: en('chat.vip.stop') }).click();
  await expect(room.getByRole('tab', { name: en('chat.tabs.vip') })).toHaveCount(0);
  await roomSettings(request, performer.id, { vipAnswer: 'decline' });
  await room.getByRole('button', { name: en('chat.vip.request', { credits: 4 }) }).click();
  await expect(room.getByRole('log')).toContainText(en('chat.notice.declineVip'));
  await expect(room.getByRole('tab', { name: en('chat.tabs.vip') })).toHaveCount(0);
});

test('opening her room in a second tab closes it in the first, which says why', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await memberWithCredits(request, 103);
  const performer = await performerFor(request, 205, 1);
  const first = await enterRoom(page, {
    username: performer.username,
    member,
    context,
    request,
    baseURL: baseURL!,
  });
  const second = await enterRoom(await context.newPage(), { username: performer.username, start: true });
  await expect(first.getByRole('alert')).toHaveText(
    en('chat.state.duplicateSession', { name: capitalised(performer.username) }),
  );
  await expect(
    second.getByRole('textbox', { name: en('chat.write', { name: capitalised(performer.username) }) }),
  ).toBeVisible();
});

test('an offline performer cannot chat now, and her profile tab still works', async ({ page, request }) => {
  const performer = await performerFor(request, 206, 0);
  await page.goto(`/en/profile/${performer.username}`);
  await hydrated(page);
  await expect(
    page.getByRole('region', { name: en('chat.label', { name: capitalised(performer.username) }) }),
  ).toHaveCount(0);
  // A call would buy nothing to use: its credits pay her live chat.
  await expect(page.getByRole('button', { name: en('dialIn.payByPhone') })).toHaveCount(0);
  await page.getByRole('tab', { name: en('profile.tabs.profile') }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
});

test('tipping with the keyboard alone', async ({ page, request, memberInRoom }) => {
  const { member, room } = await memberInRoom({ bundle: 103, place: 207 });
  const start = await creditsOf(request, member.token);
  await room.getByRole('button', { name: en('chat.tips.wink', { amount: 100 }) }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(
    room.getByRole('status').filter({ hasText: en('chat.tips.sent', { amount: 500 }) }),
  ).toBeVisible();
  await expect.poll(() => creditsOf(request, member.token)).toBe(start - 500);
});

for (const language of ['nl', 'en'] as const) {
  test(`the room passes an axe scan in ${language}`, async ({ page, request, memberInRoom }) => {
    const { performer, room } = await memberInRoom({
      bundle: 103,
      place: language === 'nl' ? 208 : 209,
      settings: { toy: true },
      language,
    });
    await expect(room.getByRole('tab').first()).toBeVisible();
    // Her private greeting marks the private tab; then a line in the room: the log is scanned with lines in it.
    await expect(
      room.getByRole('tab', {
        name: new RegExp(text(language, 'chat.tabs.unread').replace(/[()]/g, '\\$&')),
      }),
    ).toBeVisible();
    await roomAction(request, performer.id, { do: 'say', message: 'Welkom allemaal!' });
    await expect(room.getByRole('log').getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
  });
}
