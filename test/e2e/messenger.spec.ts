import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { creditsText, headerCredits, memberWithCredits } from './live-chat-support';
import {
  editor,
  lane,
  laneMessage,
  memberWithWelcomeCredits,
  memberSocketJoined,
  performerWrites,
  pictureDrawnIn,
  writerTo,
} from './messenger-support';
import { watchConsole } from './console-watch';
import { holdScripts } from './held-scripts';
import { expectAccessible, hydrated, logInAs, performerAt, text } from './support';

// Each test writes to a performer of its own (by place in the catalogue), as a member of its own.

function messengerLink(page: Page, language: 'nl' | 'en' = 'en') {
  return page.getByRole('link', { name: new RegExp(`^${text(language, 'header.messenger')}`) });
}

for (const [language, place] of [
  ['nl', 301],
  ['en', 302],
] as const) {
  test(`a member writes a private message in ${language}: 60 credits, her address, and her reply arrives live`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { member, performer } = await writerTo({ page, context, request, baseURL }, { place, language });
    await expect(page.getByText(text(language, 'messenger.noContactDetails'))).toBeVisible();
    const box = editor(page, performer.username, language);
    await box.fill('Hello from the test, how are you?');
    await page
      .getByRole('button', { name: text(language, 'messenger.editor.send', { credits: 60 }) })
      .click();
    const mine = laneMessage(page, performer.username, 'Hello from the test', language);
    await expect(mine).toContainText(text(language, 'messenger.status.sent'));
    await expect(box).toHaveValue('');
    await expect(headerCredits(page, member.username, language)).toContainText(creditsText(240, language));
    const prefix = language === 'en' ? '/en' : '';
    await expect(page).toHaveURL(new RegExp(`${prefix}/messenger/${performer.username}(\\?|$)`));
    // She reads it (receipt) and answers within 3-8 seconds, live.
    await expect(mine).toContainText(text(language, 'messenger.status.read'), { timeout: 20_000 });
    await expect(
      lane(page, performer.username, language)
        .getByRole('listitem')
        .filter({ hasText: `${text(language, 'messenger.they')}:` }),
    ).toHaveCount(1, { timeout: 20_000 });
  });
}

test('the third message of a member with 120 credits opens the no-credits modal and keeps the text', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { member, performer } = await writerTo(
    { page, context, request, baseURL },
    { place: 303, member: await memberWithWelcomeCredits(request) },
  );
  const box = editor(page, performer.username);
  for (const line of ['First line', 'Second line']) {
    await box.fill(line);
    await box.press('Enter');
    await expect(laneMessage(page, performer.username, line)).toContainText(
      text('en', 'messenger.status.sent'),
    );
  }
  await expect(headerCredits(page, member.username)).toContainText(creditsText(0));
  await box.fill('Third line');
  await box.press('Enter');
  await expect(page.getByRole('dialog', { name: text('en', 'wallet.noCredits.title') })).toBeVisible();
  await expect(box).toHaveValue('Third line');
  await expect(laneMessage(page, performer.username, 'Third line')).toHaveCount(0);
});

test('writing with the keyboard alone: Shift+Enter starts a new line, Enter sends', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { performer } = await writerTo({ page, context, request, baseURL }, { place: 304 });
  const box = editor(page, performer.username);
  // The editor takes text once the messenger's script runs (read-only in the server's HTML).
  await expect(box).toBeEditable();
  await box.focus();
  await page.keyboard.type('Line one');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('line two');
  await expect(box).toHaveValue('Line one\nline two');
  await page.keyboard.press('Enter');
  await expect(laneMessage(page, performer.username, 'line two')).toContainText(
    text('en', 'messenger.status.sent'),
  );
  await expect(box).toBeFocused();
});

test('her reply raises the header’s unread count live, and opening the conversation counts it down', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { performer } = await writerTo({ page, context, request, baseURL }, { place: 305 });
  await editor(page, performer.username).fill('Are you there?');
  await editor(page, performer.username).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/messenger/${performer.username}`));
  await page.goto('/en');
  await hydrated(page);
  await expect(messengerLink(page)).toContainText('1', { timeout: 20_000 });
  await messengerLink(page).click();
  // Her card on the home page is a link with her name too: wait for the messenger's own list.
  await page
    .getByRole('navigation', { name: text('en', 'messenger.conversations') })
    .getByRole('link', { name: new RegExp(performer.username) })
    .click();
  await expect(lane(page, performer.username).getByText(text('en', 'messenger.unreadDivider'))).toBeVisible();
  await expect(messengerLink(page)).not.toContainText('1');
});

test('a long conversation opens at its newest messages and pages upwards, keeping the place and the page light', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await logInAs(context, request, baseURL!, 'reader', 'reader123');
  await page.goto('/en/messenger');
  await page
    .getByRole('navigation', { name: text('en', 'messenger.conversations') })
    .getByRole('link')
    .first()
    .click();
  await hydrated(page);
  const messages = page.locator('.lane__message');
  await expect(laneMessageByText(page, 'Answer 5000')).toBeInViewport();
  // Paging needs the messenger's script, which takes over after the frame (the editor then takes text).
  await expect(
    page.getByRole('textbox', { name: new RegExp(`^${text('en', 'messenger.editor.label', { name: '' })}`) }),
  ).toBeEditable();
  expect(await messages.count()).toBeLessThanOrEqual(20);
  // The way to older messages is at the conversation's top, above its first message.
  const showOlder = page.getByRole('button', { name: text('en', 'messenger.older.load') });
  expect((await showOlder.boundingBox())!.y).toBeLessThan((await messages.first().boundingBox())!.y);
  // Scroll to the top again and again: older pages come in above what the member was reading.
  for (let round = 0; round < 8; round += 1) {
    const top = (await messages.first().getAttribute('data-lane-id'))!;
    await messages.first().scrollIntoViewIfNeeded();
    await expect.poll(() => messages.first().getAttribute('data-lane-id')).not.toBe(top);
    await expect(page.locator(`[data-lane-id="${top}"]`)).toBeInViewport();
  }
  // Eight pages further up, the page holds a window of the conversation, not all of it.
  expect(await messages.count()).toBeLessThanOrEqual(80);
  await expect(laneMessageByText(page, 'Answer 5000')).toHaveCount(0);
  // And back down: the window slides along to the newest message again.
  while ((await laneMessageByText(page, 'Answer 5000').count()) === 0) {
    const last = await messages.last().getAttribute('data-lane-id');
    await messages.last().scrollIntoViewIfNeeded();
    await expect.poll(() => messages.last().getAttribute('data-lane-id')).not.toBe(last);
  }
  await expect(laneMessageByText(page, 'Answer 5000')).toBeAttached();
  expect(await messages.count()).toBeLessThanOrEqual(80);
});

function laneMessageByText(page: Page, content: string) {
  return page.locator('.lane__message').filter({ hasText: content });
}

for (const language of ['nl', 'en'] as const) {
  test(`the messenger with a conversation open passes an axe scan in ${language}`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await logInAs(context, request, baseURL!, 'demo', 'demo1234');
    await page.goto(language === 'en' ? '/en/messenger' : '/messenger');
    await page
      .getByRole('navigation', { name: text(language, 'messenger.conversations') })
      .getByRole('link')
      .first()
      .click();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expectAccessible(page);
  });
}

test('a picture is checked, cropped and turned, sent as a JPEG, and opens in the gallery', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { performer } = await writerTo({ page, context, request, baseURL }, { place: 306 });
  const jpeg = await pictureDrawnIn(page);
  const chooser = page.getByLabel(text('en', 'messenger.picture.choose'));
  await expect(chooser).toBeEnabled();
  await chooser.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: jpeg,
  });
  await expect(page.getByRole('alert')).toHaveText(text('en', 'messenger.picture.imageNotAllowed'));
  await chooser.setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg,
  });
  const crop = page.getByRole('dialog', { name: text('en', 'messenger.picture.cropTitle') });
  await crop.getByRole('button', { name: text('en', 'messenger.picture.rotate') }).click();
  await crop.getByRole('button', { name: text('en', 'messenger.picture.use') }).click();
  await expect(crop).toBeHidden();
  const preview = page.getByRole('img', { name: text('en', 'messenger.picture.preview') });
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  // Turned by 90°, the landscape picture is upright now.
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([400, 640]);
  await editor(page, performer.username).press('Enter');
  const sent = lane(page, performer.username).getByRole('button', {
    name: text('en', 'messenger.picture.open'),
  });
  await expect(sent).toBeVisible();
  await expect(lane(page, performer.username).getByText(text('en', 'messenger.status.sent'))).toBeVisible();
  await sent.click();
  await expect(page.getByRole('dialog', { name: text('en', 'gallery.label') })).toBeVisible();
});

/** A fresh member (the 300-credit bundle) logged in, and the performer at `place`, who wrote him `lines`. */
async function writtenTo(
  fixtures: { context: BrowserContext; request: APIRequestContext; baseURL: string | undefined },
  place: number,
  lines: string[],
) {
  const { context, request, baseURL } = fixtures;
  const member = { ...(await memberWithCredits(request, 101)), password: 'secret12' };
  const performer = await performerAt(request, place);
  await logInAs(context, request, baseURL!, member.username, member.password);
  for (const line of lines) await performerWrites(request, performer.username, member.username, line);
  return { member, performer };
}

test('the lane hydrates with the dates the server read, and times a message that comes in after', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { member, performer } = await writtenTo({ context, request, baseURL }, 306, [
    'Her first line',
    'Her second line',
  ]);
  // The zones' library (luxon) waits until the test lets it through; the rest of the code loads.
  const release = await holdScripts(page, (code) => code.includes('Invalid DateTime'));
  const problems = watchConsole(page);
  const joined = memberSocketJoined(page);
  await page.goto(`/en/messenger/${performer.username}`);
  await hydrated(page);
  await expect(editor(page, performer.username)).toBeEditable();
  const times = lane(page, performer.username).locator('.lane__message time');
  await expect(times).toHaveText([/^\d{2}:\d{2}$/, /^\d{2}:\d{2}$/]);
  // Today's divider is the time of the day's first message.
  const first = (await times.first().textContent())!;
  await expect(lane(page, performer.username).locator('.lane__date')).toHaveText([first]);
  await joined;
  await performerWrites(request, performer.username, member.username, 'Her third line');
  const later = laneMessage(page, performer.username, 'Her third line');
  await expect(later).toBeVisible();
  release();
  await expect(later.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
  expect(problems.filter((problem) => /hydrat|recoverable|did not match/i.test(problem))).toEqual([]);
});

test('her line written before the member socket joined shows in the lane and the list, no reload', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { member, performer } = await writtenTo({ context, request, baseURL }, 279, ['Her first line']);
  // The socket's client waits until the test lets it through: the page renders and hydrates first.
  const release = await holdScripts(page, (code) => code.includes('socket.io/docs/v3/migrating'));
  const joined = memberSocketJoined(page);
  await page.goto(`/en/messenger/${performer.username}`);
  await hydrated(page);
  await expect(laneMessage(page, performer.username, 'Her first line')).toBeVisible();
  await performerWrites(request, performer.username, member.username, 'Her line in the gap');
  release();
  await joined;
  await expect(laneMessage(page, performer.username, 'Her line in the gap')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: text('en', 'messenger.conversations') })
      .getByText('Her line in the gap'),
  ).toBeVisible();
});
