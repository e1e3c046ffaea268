import type { Locator, Page } from '@playwright/test';
import { expect } from './csp-watch';
import { capitalised, enterRoom, performerFor, test, type Language } from './live-chat-support';
import { expectAccessible, text } from './support';

const en = (key: string, values: Record<string, string | number> = {}) => text('en', key, values);

// Places 233 to 238 of the catalogue are this spec's own (docs/decisions/69).

/** A guest in her free chat, long enough for the test, and the player region of her room. */
async function guestAtStage(
  page: Page,
  request: Parameters<typeof performerFor>[0],
  place: number,
  language: Language = 'en',
) {
  const performer = await performerFor(request, place, 3, { guestLimitSeconds: 600 });
  const room = await enterRoom(page, { username: performer.username, language });
  const name = capitalised(performer.username);
  const stage = room.getByRole('region', { name: text(language, 'chat.stage', { name }) });
  await expect(stage.getByRole('group', { name: text(language, 'chat.player.controls') })).toBeVisible();
  return { room, stage, name };
}

/** The label of the element shown full screen, or null: the browser's word, not the button's. */
function fullscreenLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label') ?? null);
}

function canvasWidth(stage: Locator): Promise<number> {
  return stage.locator('canvas').evaluate((canvas) => (canvas as HTMLCanvasElement).width);
}

test('mute by button and by key, the volume by arrow keys, both kept for the session', async ({
  page,
  request,
}) => {
  const { room, stage, name } = await guestAtStage(page, request, 233);
  const mute = stage.getByRole('button', { name: en('chat.player.mute') });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await stage.focus();
  await page.keyboard.press('m');
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('m');
  await expect(mute).toHaveAttribute('aria-pressed', 'true');

  const volume = stage.getByRole('slider', { name: en('chat.player.volume') });
  await expect(volume).toHaveValue('100');
  await volume.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(volume).toHaveValue('90');
  // Turning the sound up is asking to hear it.
  await page.keyboard.press('ArrowRight');
  await expect(volume).toHaveValue('95');
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();

  // Typing in the chat is text, never a shortcut.
  const box = room.getByRole('textbox', { name: en('chat.write', { name }) });
  await box.fill('');
  await box.pressSequentially('fm');
  await expect(box).toHaveValue('fm');
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  expect(await fullscreenLabel(page)).toBeNull();

  // The page opened again in this tab: the session's sound.
  const again = (await guestAtStage(page, request, 233)).stage;
  await expect(again.getByRole('button', { name: en('chat.player.mute') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(again.getByRole('slider', { name: en('chat.player.volume') })).toHaveValue('95');
});

test('a quality is picked from what the show offers, and it draws at that quality', async ({
  page,
  request,
}) => {
  const { stage } = await guestAtStage(page, request, 234);
  const quality = stage.getByRole('combobox', { name: en('chat.player.quality') });
  await expect(quality.getByRole('option')).toHaveText(['720p', '480p', '240p']);
  await expect(quality).toHaveValue('high');
  const full = await canvasWidth(stage);
  await quality.selectOption({ label: '240p' });
  await expect(quality).toHaveValue('low');
  await expect.poll(() => canvasWidth(stage)).toBe(Math.round(full / 3));
});

test('full screen by button and by key; Escape leaves it', async ({ page, request }) => {
  const { stage, name } = await guestAtStage(page, request, 235);
  const label = en('chat.stage', { name });
  await stage.getByRole('button', { name: en('chat.player.fullscreen') }).click();
  await expect.poll(() => fullscreenLabel(page)).toBe(label);
  const leave = stage.getByRole('button', { name: en('chat.player.leaveFullscreen') });
  await expect(leave).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect.poll(() => fullscreenLabel(page)).toBeNull();
  const enter = stage.getByRole('button', { name: en('chat.player.fullscreen') });
  await expect(enter).toHaveAttribute('aria-pressed', 'false');

  await stage.focus();
  await page.keyboard.press('f');
  await expect.poll(() => fullscreenLabel(page)).toBe(label);
  await expect(leave).toBeVisible();
  await page.keyboard.press('f');
  await expect.poll(() => fullscreenLabel(page)).toBeNull();
  await expect(enter).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 360, height: 700 } });

  test('each control is tapped, and is a target of at least 44 by 44 px', async ({ page, request }) => {
    const { stage } = await guestAtStage(page, request, 238);
    const controls = stage.getByRole('group', { name: en('chat.player.controls') });
    const each = controls.locator('button, input, select');
    await expect(each).toHaveCount(4);
    for (const control of await each.all()) {
      const box = (await control.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    const mute = controls.getByRole('button', { name: en('chat.player.mute') });
    await mute.tap();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await controls.getByRole('button', { name: en('chat.player.fullscreen') }).tap();
    await expect.poll(() => fullscreenLabel(page)).not.toBeNull();
  });
});

for (const language of ['nl', 'en'] as const) {
  test(`the player's controls pass an axe scan in ${language}`, async ({ page, request }) => {
    const { stage } = await guestAtStage(page, request, language === 'nl' ? 236 : 237, language);
    await expect(stage.getByRole('combobox', { name: text(language, 'chat.player.quality') })).toBeVisible();
    await expectAccessible(page);
  });
}
