import { expect, test, type Page } from './csp-watch';
import { defaultWhiteLabel } from '../../src/config/white-label';
import { hydrated, text } from './support';
import { enterRoom, performerFor } from './live-chat-support';
import { pictureDrawnIn, writerTo } from './messenger-support';

// SPEC §9's timings where a visitor meets them (docs/decisions.md, 70 "Motion and the §9 timings").
// Catalogue places of this spec: 250 (a room), 251 (a conversation).

function backToTop(page: Page) {
  return page.getByRole('button', { name: text('en', 'common.backToTop') });
}

async function scrolledDown(page: Page) {
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
  await expect(backToTop(page)).toBeVisible();
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('back to top shows once a grid is scrolled a screen down, and takes the page and focus to its top', async ({
  page,
}) => {
  await page.goto('/en');
  await hydrated(page);
  await expect(backToTop(page)).toHaveCount(0);
  await scrolledDown(page);
  await backToTop(page).click();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.getByRole('main')).toBeFocused();
  await expect(backToTop(page)).toHaveCount(0);
  // Scrolled down again, it comes back.
  await scrolledDown(page);
});

test('with reduced motion, back to top goes to the top at once, also from the keyboard', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The home grid, long on any day: the free-chat grid can be shorter than two screens.
  await page.goto('/en');
  await hydrated(page);
  await scrolledDown(page);
  await backToTop(page).focus();
  await page.keyboard.press('Enter');
  expect(await scrollY(page)).toBe(0);
  await expect(page.getByRole('main')).toBeFocused();
  await expect(backToTop(page)).toHaveCount(0);
});

test('the filters drawer slides out on close and is gone after; opened again meanwhile, it stays', async ({
  page,
}) => {
  await page.goto('/en');
  await hydrated(page);
  // The page's animations at a fortieth of their speed: the 200 ms slide takes 8 s, long enough to
  // act in on a busy machine (at a tenth, 2 s went by between Escape and the check).
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 0.025 });
  const button = page.getByRole('button', { name: 'Filters', exact: true });
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const inThePage = page.getByRole('dialog', { name: 'Filters', includeHidden: true });

  await button.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  // Closed for the keyboard and screen readers at once, still in the page while it slides out.
  await expect(button).toBeFocused();
  await expect(drawer).toHaveCount(0);
  await expect(inThePage).toHaveCount(1);
  await expect(inThePage).toHaveCount(0);

  await button.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await button.click();
  await expect(drawer).toBeVisible();
  // Once its slide in has ended, it is still open, with the focus inside.
  await expect
    .poll(() => drawer.evaluate((element) => element.getAnimations().length), { timeout: 20_000 })
    .toBe(0);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Filters' })).toBeFocused();
});

test("a guest in a free chat room reads what the free chat is worth, in the configuration's figure", async ({
  page,
  request,
}) => {
  const performer = await performerFor(request, 250, 3);
  const room = await enterRoom(page, { username: performer.username, language: 'nl' });
  const credits = defaultWhiteLabel.marketing.freeTeaserCredits;
  await expect(room.getByText(text('nl', 'chat.state.freeTeaser', { credits }))).toBeVisible();
});

test('the crop dialog previews the picture as it will be sent, 257 ms after the last move of the frame', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The page's clock runs as usual until it is paused below.
  await page.clock.install();
  await writerTo({ page, context, request, baseURL }, { place: 251 });
  const jpeg = await pictureDrawnIn(page, true);
  await page.getByLabel(text('en', 'messenger.picture.choose')).setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg,
  });
  const crop = page.getByRole('dialog', { name: text('en', 'messenger.picture.cropTitle') });
  const preview = crop.getByRole('img', { name: text('en', 'messenger.picture.cropPreview') });
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  const whole = await preview.getAttribute('src');

  await page.clock.pauseAt(Date.now() + 1000);
  // cropperjs' corner handle has no role: the member drags it with the pointer.
  const corner = await crop.locator('.cropper-point.point-se').boundingBox();
  await page.mouse.move(corner!.x + corner!.width / 2, corner!.y + corner!.height / 2);
  await page.mouse.down();
  for (const step of [1, 2, 3, 4]) await page.mouse.move(corner!.x - step * 40, corner!.y - step * 25);
  await page.mouse.up();
  await page.clock.runFor(256);
  await expect(preview).toHaveAttribute('src', whole!);
  await page.clock.runFor(1);
  await expect(preview).not.toHaveAttribute('src', whole!);
});
