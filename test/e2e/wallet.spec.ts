import { expect, type BrowserContext, type BrowserContextOptions, type Page } from './csp-watch';
import { watchConsole } from './console-watch';
import { expectAccessible, hydrated, logInAs, test, text, visit } from './support';

async function walletCookie(context: BrowserContext): Promise<Record<string, unknown> | null> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === '__Host-wallet');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}

test('a legacy member sees the legacy wallet on a large screen, with the wallet service one click away', async ({
  page,
  logIn,
}) => {
  const problems = watchConsole(page);
  await logIn('oldtimer', 'oldtimer123');
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
  /** Opens the home page logged in as `username`, in a browser context of its own, and expects no legacy wallet. */
  const expectNoLegacyWallet = async (username: string, password: string, options: BrowserContextOptions) => {
    const context = await browser.newContext(options);
    await logInAs(context, request, baseURL!, username, password);
    const page = await context.newPage();
    await visit(page, '/en');
    await expect(page.getByRole('complementary', { name: text('en', 'header.legacyWallet') })).toHaveCount(0);
    await context.close();
  };
  await expectNoLegacyWallet('oldtimer', 'oldtimer123', { viewport: { width: 390, height: 844 } });
  await expectNoLegacyWallet('demo', 'demo1234', {});
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
  await visit(page, '/?p=61');
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
