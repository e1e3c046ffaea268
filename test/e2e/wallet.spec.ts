import { expect, test, type BrowserContext, type Page } from './csp-watch';
import { watchConsole } from './console-watch';
import { expectAccessible, hydrated, logInAs, text } from './support';

async function walletCookie(context: BrowserContext): Promise<Record<string, unknown> | null> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === '__Host-wallet');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}

test('a legacy member sees the legacy wallet on a large screen, with the wallet service one click away', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const problems = watchConsole(page);
  await logInAs(context, request, baseURL!, 'oldtimer', 'oldtimer123');
  await page.goto('/en');
  const wallet = page.getByRole('complementary', { name: text('en', 'header.legacyWallet') });
  await expect(wallet).toContainText(/Wallet: [\d.]+ credits/);
  const link = wallet.getByRole('link', { name: new RegExp(text('en', 'header.legacyWalletOpen')) });
  await expect(link).toHaveAttribute('href', '/sandbox/wallet');
  await expect(link).toHaveAttribute('target', '_blank');
  await hydrated(page);
  await expectAccessible(page);
  const walletPage = await page.context().newPage();
  await walletPage.goto('/sandbox/wallet');
  await expect(walletPage.getByText(/Balance: [\d.]+ credits/)).toBeVisible();
  expect(problems).toEqual([]);
});

test('the legacy wallet stays hidden on a phone and for members without the legacy flag', async ({
  browser,
  request,
  baseURL,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await logInAs(phone, request, baseURL!, 'oldtimer', 'oldtimer123');
  const phonePage = await phone.newPage();
  await phonePage.goto('/en');
  await hydrated(phonePage);
  await expect(phonePage.getByRole('complementary', { name: text('en', 'header.legacyWallet') })).toHaveCount(
    0,
  );
  await phone.close();
  const desktop = await browser.newContext();
  await logInAs(desktop, request, baseURL!, 'demo', 'demo1234');
  const demoPage = await desktop.newPage();
  await demoPage.goto('/en');
  await hydrated(demoPage);
  await expect(demoPage.getByRole('complementary', { name: text('en', 'header.legacyWallet') })).toHaveCount(
    0,
  );
  await desktop.close();
});

/** The outcome the tab's wallet validation reported to the tag manager, once it ran. */
function walletOutcome(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const layer = (window as { dataLayer?: { event?: string; outcome?: unknown }[] }).dataLayer ?? [];
    return layer.find((entry) => entry.event === 'wallet_validation')?.outcome ?? null;
  });
}

test("a guest's wallet is validated once the page is idle; click_id suppresses it", async ({
  page,
  context,
}) => {
  await page.goto('/?p=61');
  await hydrated(page);
  await expect.poll(() => walletOutcome(page)).toBe('autoLogin');
  expect(await walletCookie(context)).toEqual({ walletValidated: true, validatedFor: 'guest' });
  await page.goto('/new-cams');
  await expect.poll(() => walletOutcome(page)).toBe('alreadyValidated');
  await context.clearCookies();
  await page.goto('/?click_id=123');
  await expect.poll(() => walletOutcome(page)).toBe('clickId');
  expect(await walletCookie(context)).toBeNull();
});

test("a crawler's wallet is never validated", async ({ browser, baseURL }) => {
  const crawler = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await crawler.newPage();
  await page.goto(`${baseURL}/`);
  await expect.poll(() => walletOutcome(page)).toBe('crawler');
  expect(await walletCookie(crawler)).toBeNull();
  await crawler.close();
});
