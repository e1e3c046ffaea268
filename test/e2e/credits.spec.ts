import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from './csp-watch';
import { formatCredits } from '../../src/core/wallet/credits-format';
import { freshName, registerByApi } from './accounts-support';
import { watchConsole } from './console-watch';
import { expectAccessible, hydrated, logInAs, MEMBER, text } from './support';

const nl = (key: string, values: Record<string, string | number> = {}) => text('nl', key, values);

/** The seeded default bundle (Plus): 1350 credits for € 19,99. */
const PLUS = { name: 'Plus', credits: 1350 };

interface Member {
  username: string;
  token: string;
}

/** A fresh member (0 credits) of this test alone, logged in on the home page. */
async function memberOnHome(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
) {
  const username = freshName('buy');
  await registerByApi(request, username, 'secret12');
  const token = await logInAs(context, request, baseURL, username, 'secret12');
  await page.goto('/');
  await hydrated(page);
  return { username, token } satisfies Member;
}

/** The balance the sandbox holds for the member: the backend's word. */
async function sandboxCredits(request: APIRequestContext, member: Member): Promise<number> {
  const response = await request.get('/sandbox/member/credits', {
    headers: { ...MEMBER.headers, 'x-token': member.token },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { credits: number }).credits;
}

function menuToggle(page: Page, member: Member): Locator {
  return page.getByRole('button', {
    name: new RegExp(`^${nl('header.greeting', { name: member.username })}`),
  });
}

/** The header shows exactly the balance the sandbox holds. */
async function expectHeaderCredits(page: Page, request: APIRequestContext, member: Member, credits: number) {
  expect(await sandboxCredits(request, member)).toBe(credits);
  await expect(menuToggle(page, member)).toContainText(
    nl('header.credits', { credits: formatCredits(credits) }),
  );
}

/** Member menu → 'buy credits' → the drawer on its bundles step. */
async function openDrawer(page: Page, member: Member): Promise<Locator> {
  await menuToggle(page, member).click();
  await page.getByRole('button', { name: nl('wallet.buy') }).click();
  const drawer = page.getByRole('dialog', { name: nl('wallet.title') });
  await expect(drawer.getByRole('heading', { name: nl('wallet.bundlesHeading') })).toBeVisible();
  return drawer;
}

async function toMethods(drawer: Locator): Promise<void> {
  await drawer.getByRole('button', { name: nl('wallet.next') }).click();
  await expect(drawer.getByRole('heading', { name: nl('wallet.methodsHeading') })).toBeVisible();
}

/** Clicks pay and returns the provider's checkout page, opened in a new window. */
async function checkout(page: Page, drawer: Locator): Promise<Page> {
  const popup = page.context().waitForEvent('page');
  await drawer.getByRole('button', { name: /^Betaal €/ }).click();
  const checkoutPage = await popup;
  await checkoutPage.waitForURL(/\/sandbox\/checkout\/co_/);
  await expect(drawer.getByRole('heading', { name: nl('wallet.waiting.heading') })).toBeVisible();
  return checkoutPage;
}

/**
 * The person at the provider's page presses a button; the site closes the window when the outcome
 * reaches it, which may happen before the click has even returned.
 */
async function provider(checkoutPage: Page, button: string): Promise<void> {
  const closed = checkoutPage.waitForEvent('close');
  await checkoutPage
    .getByRole('button', { name: button })
    .click()
    .catch((error: unknown) => {
      if (!checkoutPage.isClosed()) throw error;
    });
  await closed;
}

async function expectSuccess(drawer: Locator, bought: number, balance: number): Promise<void> {
  await expect(drawer.getByRole('heading', { name: nl('wallet.success.heading') })).toBeVisible();
  await expect(drawer.getByText(nl('wallet.success.text', { credits: formatCredits(bought) }))).toBeVisible();
  await expect(
    drawer.getByText(nl('wallet.success.balance', { credits: formatCredits(balance) })),
  ).toBeVisible();
}

test('the drawer lists 5 bundles, the default chosen, with prices in Dutch, tags and discounts', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const member = await memberOnHome(page, context, request, baseURL!);
  const drawer = await openDrawer(page, member);
  const radios = drawer.getByRole('radio');
  await expect(radios).toHaveCount(5);
  await expect(drawer.getByRole('radio', { name: /^Plus/ })).toBeChecked();
  const names = await radios.evaluateAll((inputs) =>
    inputs.map((input) => input.closest('label')!.innerText),
  );
  const expected = [
    ['Starter', '300 credits', '5 minuten chat', /€\s4,99/, /€\s1,00 per minuut/],
    ['Basic', '640 credits', '10 minuten chat', /€\s9,99/, /€\s0,94 per minuut/, '5% korting'],
    ['Plus', '1.350 credits', '22 minuten chat', /€\s19,99/, /€\s0,89 per minuut/, '10% korting'],
    [
      'Premium',
      '2.100 credits',
      '35 minuten chat',
      /€\s29,99/,
      /€\s0,86 per minuut/,
      '13% korting',
      'Meest gekocht',
    ],
    [
      'Gold',
      '3.700 credits',
      '61 minuten chat',
      /€\s49,99/,
      /€\s0,81 per minuut/,
      '18% korting',
      'Beste deal',
    ],
  ] as const;
  expected.forEach((parts, index) => {
    for (const part of parts) expect(names[index]).toMatch(part);
  });
  expect(names[0]).not.toMatch(/korting/);
  await expect(drawer.getByText(nl('wallet.balance', { credits: '0' }))).toBeVisible();
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('the whole purchase works from the keyboard, and the drawer steps pass axe scans', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await memberOnHome(page, context, request, baseURL!);
  const toggle = menuToggle(page, member);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: nl('wallet.buy') })).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: nl('wallet.title') });
  await expect(drawer.getByRole('heading', { name: nl('wallet.bundlesHeading') })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('radio', { name: /^Plus/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(drawer.getByRole('radio', { name: /^Premium/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('button', { name: nl('wallet.next') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('heading', { name: nl('wallet.methodsHeading') })).toBeFocused();
  // The name on the bank statement is said before paying (the default white label's).
  await expect(drawer.getByText(nl('wallet.billedAs', { name: 'MS Online Services B.V.' }))).toBeVisible();
  await expect(drawer.getByRole('radio', { name: 'iDEAL' }).first()).toBeChecked();
  await expect(drawer.getByRole('combobox', { name: nl('wallet.option') })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('radio', { name: 'iDEAL' }).first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(drawer.getByRole('radio', { name: 'Creditcard' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('button', { name: nl('wallet.back') })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('button', { name: /^Betaal €\s29,99$/ })).toBeFocused();
  const popup = page.context().waitForEvent('page');
  await page.keyboard.press('Enter');
  const checkoutPage = await popup;
  await expect(drawer.getByRole('heading', { name: nl('wallet.waiting.heading') })).toBeFocused();
  await expect(drawer.getByRole('link', { name: nl('wallet.waiting.open') })).toHaveAttribute(
    'href',
    /^\/sandbox\/checkout\/co_/,
  );
  await expectAccessible(page);
  await checkoutPage.waitForURL(/\/sandbox\/checkout\//);
  await provider(checkoutPage, 'Pay');
  await expectSuccess(drawer, 2100, 2100);
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('button', { name: nl('wallet.success.done') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
  await expectHeaderCredits(page, request, member, 2100);
});

const METHODS = [
  { name: 'Creditcard', value: 'creditcard' },
  { name: 'iDEAL', nth: 0, bank: 'ING', value: 'ideal:INGBNL2A' },
  { name: 'Bancontact / Mister Cash', value: 'mistercash' },
  { name: 'Sofortbanking', value: 'sofortbanking' },
  { name: 'Visa / Mastercard', value: '709' },
  { name: 'iDEAL', nth: 1, bank: 'Rabobank', value: '10:RABONL2U' },
  { name: 'Bancontact', value: '436' },
  { name: 'Sofort', value: '595' },
];

for (const method of METHODS) {
  test(`buying the default bundle with ${method.value} credits it and raises the header balance`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const member = await memberOnHome(page, context, request, baseURL!);
    await expectHeaderCredits(page, request, member, 0);
    const drawer = await openDrawer(page, member);
    await toMethods(drawer);
    await drawer
      .getByRole('radio', { name: method.name, exact: true })
      .nth(method.nth ?? 0)
      .check();
    if (method.bank) {
      await drawer.getByRole('button', { name: /^Betaal €/ }).click();
      await expect(drawer.getByRole('alert')).toHaveText(nl('wallet.errors.optionRequired'));
      await drawer.getByRole('combobox', { name: nl('wallet.option') }).selectOption({ label: method.bank });
    }
    const checkoutPage = await checkout(page, drawer);
    await expect(checkoutPage.getByText(`paid with ${method.value}.`)).toBeVisible();
    await provider(checkoutPage, 'Pay');
    await expectSuccess(drawer, PLUS.credits, PLUS.credits);
    await expectHeaderCredits(page, request, member, PLUS.credits);
  });
}

const REASONS = [
  { code: 100, name: 'default' },
  { code: 299, name: 'antiFraud' },
  { code: 300, name: 'failed' },
  { code: 302, name: 'rejected' },
  { code: 308, name: 'expired' },
  { code: 309, name: 'cancelled' },
];

for (const reason of REASONS) {
  test(`a payment failing with ${reason.code} says why; try again goes back to the bundles`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const member = await memberOnHome(page, context, request, baseURL!);
    const drawer = await openDrawer(page, member);
    await drawer.getByRole('radio', { name: /^Basic/ }).check();
    await toMethods(drawer);
    await drawer.getByRole('radio', { name: 'Creditcard', exact: true }).check();
    const checkoutPage = await checkout(page, drawer);
    await provider(checkoutPage, `Fail: ${reason.name} (${reason.code})`);
    await expect(drawer.getByRole('heading', { name: nl('wallet.failure.heading') })).toBeVisible();
    await expect(drawer.getByRole('alert')).toHaveText(nl(`wallet.failure.reasons.${reason.name}`));
    if (reason.code === 299) await expectAccessible(page);
    await drawer.getByRole('button', { name: nl('wallet.failure.retry') }).click();
    await expect(drawer.getByRole('heading', { name: nl('wallet.bundlesHeading') })).toBeVisible();
    await expect(drawer.getByRole('radio', { name: /^Plus/ })).toBeChecked();
    await expectHeaderCredits(page, request, member, 0);
  });
}

test('an outcome sent while the socket was down still arrives: the drawer asks after reconnecting', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The member socket runs through this route, so the test can cut it and keep it down.
  let down = false;
  const open: { close(): Promise<void> }[] = [];
  await page.routeWebSocket(/\/api\/socket\.io\//, (ws) => {
    if (down) return void ws.close();
    const server = ws.connectToServer();
    open.push({ close: async () => void (await Promise.all([ws.close(), server.close()])) });
  });
  const member = await memberOnHome(page, context, request, baseURL!);
  await expect.poll(() => open.length).toBeGreaterThan(0);
  const drawer = await openDrawer(page, member);
  await toMethods(drawer);
  await drawer.getByRole('radio', { name: 'Visa / Mastercard' }).check();
  const checkoutPage = await checkout(page, drawer);
  down = true;
  await Promise.all(open.splice(0).map((socket) => socket.close()));
  // The provider's answer goes straight to the sandbox, so it lands before the client retries.
  const paid = await request.post(new URL(checkoutPage.url()).pathname, { form: { outcome: 'success' } });
  expect(paid.status()).toBe(200);
  expect(await sandboxCredits(request, member)).toBe(PLUS.credits);
  // The bundleBought event went to a socket that was not there: the drawer still waits.
  await expect(drawer.getByRole('heading', { name: nl('wallet.waiting.heading') })).toBeVisible();
  const asked = page.waitForRequest((req) => req.url().includes('/api/member/payment/state'));
  down = false;
  await asked;
  await expectSuccess(drawer, PLUS.credits, PLUS.credits);
  await expectHeaderCredits(page, request, member, PLUS.credits);
});

test('pay by phone hands over to the phone drawer', async ({ page, context, request, baseURL }) => {
  const member = await memberOnHome(page, context, request, baseURL!);
  const drawer = await openDrawer(page, member);
  await drawer.getByRole('button', { name: nl('wallet.payByPhone') }).click();
  await expect(drawer).toBeHidden();
});
