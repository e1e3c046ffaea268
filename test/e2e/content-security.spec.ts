import { freshName, registerByApi } from './accounts-support';
import { expect, test, type Page } from './csp-watch';
import { createHash } from 'node:crypto';
import { hydrated, loginToken, logInAs, MEMBER } from './support';

function nonceOf(policy: string | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
}

/**
 * Serves `path` as the server answers it, policy header included, with `markup` slipped into its
 * body, as a stored or reflected injection would put it there.
 */
async function withInjection(page: Page, path: string, markup: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</body>', `${markup}</body>`);
    await route.fulfill({ response, body });
  });
}

test("a member's page carries the strict policy with a fresh nonce on all its scripts and styles", async ({
  context,
  request,
  baseURL,
}) => {
  await logInAs(context, request, baseURL!, 'demo', 'demo1234');
  const nonces: string[] = [];
  for (const path of ['/en', '/en', '/en/no-such-page']) {
    const response = await context.request.get(path);
    const headers = response.headers();
    const nonce = nonceOf(headers['content-security-policy']);
    expect(nonce, path).toBeDefined();
    expect(headers['content-security-policy']).toContain("'strict-dynamic'");
    expect(headers['content-security-policy']).toContain("object-src 'none'; base-uri 'none'");
    const html = await response.text();
    const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(1);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    nonces.push(nonce!);
  }
  expect(new Set(nonces).size).toBe(3);
});

// A guest's page is the same for every guest, so a shared cache may keep it (docs/decisions.md,
// 73): no nonce, and a policy naming the hash of each inline style and no inline script.
test("a guest's page carries the same policy every time, naming the hash of each inline style", async ({
  request,
}) => {
  const policies = new Set<string>();
  for (const path of ['/en', '/en', '/en/no-such-page']) {
    const response = await request.get(path);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(nonceOf(policy), path).toBeUndefined();
    expect(policy).toContain("script-src 'self'; ");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'; base-uri 'none'");
    const html = await response.text();
    const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css]) => css!);
    expect(styles.length).toBeGreaterThan(0);
    for (const css of styles)
      expect(policy).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    // Its only scripts: the entry, from the site itself, and the page's data, which never runs.
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g))
      expect(tag).toMatch(/ src="\/assets\/| type="application\/json"/);
    policies.add(policy);
  }
  expect(policies.size).toBe(1);
});

test('an injected inline script, event handler or style attribute is refused and reported', async ({
  page,
  cspViolations,
}) => {
  const injected = () => page.evaluate(() => (window as unknown as { __injected?: number }).__injected);
  await withInjection(page, '/en', '<script>window.__injected = 1;</script>');
  await page.goto('/en');
  await hydrated(page);
  // The classic payload of an HTML injection, and a style attribute that would restyle the page.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img src="/no-such.png" onerror="window.__injected = 2">');
    document.body.setAttribute('style', 'outline: 5px solid red');
  });
  await expect.poll(() => cspViolations.length).toBe(3);
  expect(await injected()).toBeUndefined();
  // Checked here: these three violations are this test's purpose, not a failure.
  expect(cspViolations.splice(0).sort()).toEqual([
    expect.stringMatching(/^enforce script-src-attr blocked inline/),
    expect.stringMatching(/^enforce script-src-elem blocked inline/),
    expect.stringMatching(/^enforce style-src-attr blocked inline/),
  ]);
});

test('pages of a context the test makes itself are watched too', async ({ browser, cspViolations }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await withInjection(page, '/en/free', '<script>window.__injected = 1;</script>');
  await page.goto('/en/free');
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations.splice(0)).toEqual([expect.stringMatching(/^enforce script-src-elem blocked inline/)]);
  await context.close();
});

test('the sandbox tools render under the same policy without a violation', async ({ page, request }) => {
  const username = freshName('csp');
  await registerByApi(request, username);
  const token = await loginToken(request, username, 'secret12');
  const session = await request.post('/sandbox/member/payment/session', {
    headers: { ...MEMBER.headers, 'x-token': token },
    data: { bundle: 101, paymentMethod: '709', returnUrl: '/en?paid=1', device: 'desktop' },
  });
  expect(session.status()).toBe(200);
  const { paymentURL } = (await session.json()) as { paymentURL: string };
  for (const path of [
    '/sandbox/mail',
    '/sandbox/phone',
    '/sandbox/faults',
    '/sandbox/studio',
    '/sandbox/wallet',
    paymentURL,
  ]) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("'nonce-");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The stylesheet applied: the tools' body is narrowed to 48rem.
    expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe('768px');
  }
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Payment received.')).toBeVisible();
});
