import { freshName, registerByApi } from './accounts-support';
import { expect, test, type Page } from './csp-watch';
import { hydrated, loginToken, MEMBER } from './support';

function nonceOf(policy: string | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
}

/** Hands the page's own document a script (or style attribute) without the nonce, as an injection would. */
async function inject(page: Page, kind: 'script' | 'style'): Promise<void> {
  await page.evaluate((what) => {
    if (what === 'style') {
      document.body.setAttribute('style', 'outline: 5px solid red');
      return;
    }
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  }, kind);
}

test('every page answer carries the strict policy with a fresh nonce on all its scripts and styles', async ({
  request,
}) => {
  const nonces: string[] = [];
  for (const path of ['/en', '/en', '/en/no-such-page']) {
    const response = await request.get(path);
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

test('an injected inline script or style attribute without the nonce is refused and reported', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/en');
  await hydrated(page);
  await inject(page, 'script');
  await inject(page, 'style');
  await expect.poll(() => cspViolations.length).toBe(2);
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  // Checked: these two violations are this test's purpose, not a failure.
  const [script, style] = cspViolations.splice(0);
  expect(script).toMatch(/^enforce script-src-elem blocked inline/);
  expect(style).toMatch(/^enforce style-src-attr blocked inline/);
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
  for (const path of ['/sandbox/mail', '/sandbox/phone', '/sandbox/faults', '/sandbox/studio', paymentURL]) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("'nonce-");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The stylesheet applied: the tools' body is narrowed to 48rem.
    expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe('768px');
  }
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Payment received.')).toBeVisible();
});
