import { expect, type Locator, type Page } from './csp-watch';
import { text } from './support';
import { capitalised, creditsOf, creditsText, headerCredits, roomSettings, test } from './live-chat-support';

const en = (key: string, values: Record<string, string | number> = {}) => text('en', key, values);

// A purchase from inside a performer's room (SPEC §4: when the payment leaves ready, the window
// closes and the after-pay events go out; on her page, the performer page's). Each test has a
// performer of its own (places 245 and 246).

/** From the drawer's bundles step to the provider's checkout window, paying the default bundle by card. */
async function toCheckout(page: Page, drawer: Locator): Promise<Page> {
  await expect(drawer.getByRole('heading', { name: en('wallet.bundlesHeading') })).toBeVisible();
  await drawer.getByRole('button', { name: en('wallet.next') }).click();
  await drawer.getByRole('radio', { name: 'Visa / Mastercard' }).check();
  const popup = page.context().waitForEvent('page');
  await drawer.getByRole('button', { name: /^Pay €/ }).click();
  const checkout = await popup;
  await checkout.waitForURL(/\/sandbox\/checkout\/co_/);
  await expect(drawer.getByRole('heading', { name: en('wallet.waiting.heading') })).toBeVisible();
  return checkout;
}

/** The person pays at the provider; the site closes the window once it hears the outcome. */
async function pay(checkout: Page): Promise<void> {
  const closed = checkout.waitForEvent('close');
  await checkout
    .getByRole('button', { name: 'Pay' })
    .click()
    .catch((error: unknown) => {
      if (!checkout.isClosed()) throw error;
    });
  await closed;
}

async function say(room: Locator, box: Locator, line: string): Promise<void> {
  await box.fill(line);
  await box.press('Enter');
  await expect(room.getByRole('log').first()).toContainText(line);
}

test('a member whose chat stopped for want of credits is back in her room once the payment window closes', async ({
  page,
  request,
  memberInRoom,
}) => {
  // A minute of chat a second: the bundle's 300 credits last five.
  const { member, performer, room } = await memberInRoom({
    bundle: 101,
    place: 245,
    settings: { billingSpeed: 60 },
  });
  const noCredits = page.getByRole('dialog', { name: en('wallet.noCredits.title') });
  await expect(noCredits).toBeVisible({ timeout: 15_000 });
  const stopped = room.getByRole('alert').filter({ hasText: en('chat.state.noCredits') });
  await expect(stopped).toBeVisible();
  // Her chat at its usual rate again, so the credits bought last the rest of the test.
  await roomSettings(request, performer.id, { billingSpeed: 1 });
  await noCredits.getByRole('button', { name: en('wallet.noCredits.buy') }).click();
  const drawer = page.getByRole('dialog', { name: en('wallet.title') });
  const checkout = await toCheckout(page, drawer);
  await expect(stopped).toBeVisible();
  await pay(checkout);
  await expect(drawer.getByRole('heading', { name: en('wallet.success.heading') })).toBeVisible();
  // The window closed: the room took the member back in, without a click on 'rejoin'.
  await expect(stopped).toBeHidden();
  await expect(room.getByRole('button', { name: en('chat.state.rejoin') })).toHaveCount(0);
  await drawer.getByRole('button', { name: en('wallet.success.done') }).click();
  await expect(drawer).toBeHidden();
  const box = room.getByRole('textbox', {
    name: en('chat.write', { name: capitalised(performer.username) }),
  });
  await say(room, box, 'Weer terug!');
  const balance = await creditsOf(request, member.token);
  expect(balance).toBeGreaterThan(1200);
  await expect(headerCredits(page, member.username)).toContainText(creditsText(balance));
});

test('a member who buys credits from inside her room chats on while paying and after', async ({
  page,
  request,
  memberInRoom,
}) => {
  const { member, performer, room } = await memberInRoom({ bundle: 101, place: 246 });
  const box = room.getByRole('textbox', {
    name: en('chat.write', { name: capitalised(performer.username) }),
  });
  await say(room, box, 'Eerst even kopen');
  await headerCredits(page, member.username).click();
  await page.getByRole('button', { name: en('wallet.buy') }).click();
  const drawer = page.getByRole('dialog', { name: en('wallet.title') });
  const checkout = await toCheckout(page, drawer);
  // Nothing pauses the room while the member pays: the seat and its composer stay.
  await expect(box).toBeVisible();
  await pay(checkout);
  await expect(drawer.getByRole('heading', { name: en('wallet.success.heading') })).toBeVisible();
  await drawer.getByRole('button', { name: en('wallet.success.done') }).click();
  await expect(drawer).toBeHidden();
  await say(room, box, 'En weer verder');
  await expect(room.getByRole('button', { name: en('chat.state.rejoin') })).toHaveCount(0);
  const balance = await creditsOf(request, member.token);
  await expect(headerCredits(page, member.username)).toContainText(creditsText(balance));
});
