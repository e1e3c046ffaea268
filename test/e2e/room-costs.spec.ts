import type { Locator, Page } from '@playwright/test';
import { expect } from './csp-watch';
import { expectAccessible, text } from './support';
import {
  capitalised,
  enterRoom,
  memberWithCredits,
  performerFor,
  roomAction,
  roomSettings,
  test,
  type Language,
} from './live-chat-support';

// Issue 42 items 1 and 2: a VIP show from free chat, the cost meter, the guest's countdown.
// Places 260–269 of the sandbox catalogue are this spec's alone.

const en = (key: string, values: Record<string, string | number> = {}) => text('en', key, values);

/**
 * Moves the focus with Tab alone until `target` has it (the keyboard's way to a control), from
 * the room's text box, where a visitor's focus is while chatting.
 */
async function tabTo(room: Locator, target: Locator): Promise<void> {
  const page = room.page();
  await room.getByRole('textbox').first().focus();
  for (let step = 0; step < 60; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the control is not reachable by Tab');
}

/** A fresh member with a bundle in the free chat of a performer of this spec (status 3). */
async function memberInFreeChat(
  fixtures: { page: Page; request: Parameters<typeof memberWithCredits>[0] } & {
    context: Parameters<typeof enterRoom>[1]['context'];
    baseURL: string;
  },
  options: { place: number; bundle: 101 | 103; settings?: Record<string, unknown>; language?: Language },
) {
  const { page, request, context, baseURL } = fixtures;
  const member = await memberWithCredits(request, options.bundle);
  const performer = await performerFor(request, options.place, 3, options.settings);
  const room = await enterRoom(page, {
    username: performer.username,
    member,
    context,
    request,
    baseURL,
    language: options.language,
    start: false,
  });
  return { member, performer, room };
}

/** The cost meter and its three figures, each the value beside its term. */
function meter(room: Locator, language: Language = 'en') {
  const region = room.getByRole('region', { name: text(language, 'chat.meter.label') });
  const value = (key: string) => region.locator(`dt:text-is("${text(language, key)}") + dd`);
  return {
    region,
    time: value('chat.meter.time'),
    spent: value('chat.meter.spent'),
    rate: value('chat.meter.rate'),
  };
}

test('VIP from free chat by keyboard: price first, accepted with a running meter, ended, declined', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const { member, performer, room } = await memberInFreeChat(
    { page, request, context, baseURL: baseURL! },
    { place: 260, bundle: 103, settings: { vipAnswer: 'accept' } },
  );
  // The price per second is on the button, before asking.
  const ask = room.getByRole('button', { name: en('chat.vip.request', { credits: 4 }) });
  await tabTo(room, ask);
  await page.keyboard.press('Enter');
  const vipTab = room.getByRole('tab', { name: en('chat.tabs.vip') });
  await expect(vipTab).toHaveAttribute('aria-selected', 'true');
  await expect(room.getByRole('log')).toContainText(
    en('chat.notice.acceptVip', { nickname: member.username, seconds: 60 }),
  );
  // Each second's charge comes from the engine: the credits step 4 by 4.
  const costs = meter(room);
  await expect(costs.rate).toHaveText(en('chat.meter.rateVip', { credits: 4 }));
  await expect(costs.spent).toHaveText(en('chat.meter.credits', { credits: 8 }));
  await expect(costs.spent).toHaveText(en('chat.meter.credits', { credits: 12 }));
  await expect(costs.time).toHaveText(/^0:0\d$/);
  // She ends the show from her studio.
  await roomAction(request, performer.id, { do: 'stopVip' });
  await expect(vipTab).toHaveCount(0);
  await expect(room.getByRole('log')).toContainText(en('chat.notice.stopVip'));
  await expect(costs.region).toHaveCount(0);
  // Declined: said in her free chat.
  await roomSettings(request, performer.id, { vipAnswer: 'decline' });
  await tabTo(room, ask);
  await page.keyboard.press('Enter');
  await expect(room.getByRole('log')).toContainText(en('chat.notice.declineVip'));
  await expect(vipTab).toHaveCount(0);
  await expect(
    room.getByRole('textbox', { name: en('chat.write', { name: capitalised(performer.username) }) }),
  ).toBeVisible();
});

test('the member stops a show by keyboard', async ({ page, request, context, baseURL }) => {
  const { room } = await memberInFreeChat(
    { page, request, context, baseURL: baseURL! },
    { place: 261, bundle: 103, settings: { vipAnswer: 'accept' } },
  );
  await room.getByRole('button', { name: en('chat.vip.request', { credits: 4 }) }).click();
  const stop = room.getByRole('button', { name: en('chat.vip.stop') });
  await tabTo(room, stop);
  await page.keyboard.press('Enter');
  await expect(room.getByRole('tab', { name: en('chat.tabs.vip') })).toHaveCount(0);
  await expect(room.getByRole('log')).toContainText(en('chat.notice.stopVip'));
});

test('paid chat shows its minutes, credits and rate from the engine’s charges', async ({ memberInRoom }) => {
  // A minute of chat every second.
  const { room } = await memberInRoom({ bundle: 103, place: 262, settings: { billingSpeed: 60 } });
  const costs = meter(room);
  await expect(costs.rate).toHaveText(en('chat.meter.rateChat', { credits: 60 }));
  await expect(costs.spent).toHaveText(en('chat.meter.credits', { credits: 120 }));
  await expect(costs.spent).toHaveText(en('chat.meter.credits', { credits: 180 }));
  await expect(costs.time).toHaveText(/^2:0\d$/);
});

test('under a minute of credits left it says so, and the top-up opens over the room', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // 300 credits and a show billed five seconds a second: under 240 credits (a minute) in about 3 s.
  const { performer, room } = await memberInFreeChat(
    { page, request, context, baseURL: baseURL! },
    { place: 263, bundle: 101, settings: { vipAnswer: 'accept', billingSpeed: 5 } },
  );
  await room.getByRole('button', { name: en('chat.vip.request', { credits: 4 }) }).click();
  await expect(room.getByText(en('chat.state.lowCredits'))).toBeVisible({ timeout: 15_000 });
  const topUp = room.getByRole('button', { name: en('chat.state.topUp') });
  await tabTo(room, topUp);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: en('wallet.title') })).toBeVisible();
  // Still in her room, on her page.
  await expect(page).toHaveURL(new RegExp(`/profile/${performer.username}$`));
  await expect(
    room.getByRole('textbox', { name: en('chat.write', { name: capitalised(performer.username) }) }),
  ).toBeAttached();
});

test('a guest in free chat sees the free time left, said once under a minute', async ({ page, request }) => {
  const performer = await performerFor(request, 264, 3, { guestLimitSeconds: 65 });
  const room = await enterRoom(page, { username: performer.username });
  const countdown = room.locator('.free-countdown');
  await expect(countdown).toContainText(en('chat.freeTime.label'));
  await expect(countdown.locator('.free-countdown__clock')).toHaveText(/^1:0\d$/);
  const said = room.getByRole('status').filter({ hasText: en('chat.freeTime.lastMinute') });
  await expect(said).toBeAttached({ timeout: 15_000 });
  await expect(countdown.locator('.free-countdown__clock')).toHaveText(/^0:[0-5]\d$/);
});

for (const language of ['nl', 'en'] as const) {
  test(`the cost meter passes an axe scan in ${language}`, async ({ page, request, context, baseURL }) => {
    const { room } = await memberInFreeChat(
      { page, request, context, baseURL: baseURL! },
      { place: language === 'nl' ? 265 : 266, bundle: 103, settings: { vipAnswer: 'accept' }, language },
    );
    await room.getByRole('button', { name: text(language, 'chat.vip.request', { credits: 4 }) }).click();
    await expect(meter(room, language).rate).toHaveText(text(language, 'chat.meter.rateVip', { credits: 4 }));
    await expectAccessible(page);
  });

  test(`a guest's countdown passes an axe scan in ${language}`, async ({ page, request }) => {
    const performer = await performerFor(request, language === 'nl' ? 267 : 268, 3);
    const room = await enterRoom(page, { username: performer.username, language });
    await expect(room.getByText(text(language, 'chat.freeTime.label'))).toBeVisible();
    await expectAccessible(page);
  });
}
