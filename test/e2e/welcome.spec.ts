import { expect, type APIRequestContext, type Page } from './csp-watch';
import { watchConsole } from './console-watch';
import { expectAccessible, hydrated, loginToken, MEMBER, test, text, visit } from './support';

/** A member who signed up through the sandbox's member API, not yet verified. */
async function registerMember(request: APIRequestContext, email: (name: string) => string) {
  // Unique per run and test, within the 14 characters a user name may have.
  const username = `wm${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const password = 'welcome123';
  const response = await request.post('/sandbox/member/member', {
    ...MEMBER,
    data: { username, email: email(username), password, meta: {} },
  });
  expect(response.status()).toBe(200);
  return { username, password };
}

async function openClaimCredits(page: Page, path: string) {
  await visit(page, path);
  await page.getByRole('button', { name: text('en', 'header.claimCredits') }).click();
  return page.getByRole('dialog', { name: text('en', 'welcome.title.reminder', { credits: 120 }) });
}

function webMailName(provider: string): string {
  return `${text('en', 'welcome.openWebMail', { provider })} ${text('en', 'welcome.newTab')}`;
}

test('an unverified member claims the credits: reminder, resend and the way to change the e-mail', async ({
  page,
  logIn,
}) => {
  const problems = watchConsole(page);
  await logIn('newbie', 'newbie123');
  const dialog = await openClaimCredits(page, '/en?p=77');
  await expect(dialog).toContainText(text('en', 'welcome.amount', { credits: 120 }));
  await expect(dialog).toContainText('newbie@example.test');
  await expect(
    dialog.getByRole('list', { name: text('en', 'welcome.samples') }).getByRole('img'),
  ).toHaveCount(3);
  // example.test is no known mail provider.
  await expect(dialog.getByRole('link', { name: /\(opens in a new tab\)/ })).toHaveCount(0);

  await dialog.getByRole('button', { name: text('en', 'welcome.resend') }).click();
  await expect(dialog.getByRole('status')).toHaveText(text('en', 'welcome.sent'));

  await dialog.getByRole('link', { name: text('en', 'welcome.changeEmail') }).click();
  await expect(page).toHaveURL(/\/en\/settings\?p=77$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'settings.heading') })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the claim popup of a Gmail address opens Gmail in a new tab', async ({ page, request, logIn }) => {
  const member = await registerMember(request, (name) => `${name}@gmail.com`);
  await logIn(member.username, member.password);
  const dialog = await openClaimCredits(page, '/en');
  const gmail = dialog.getByRole('link', { name: webMailName('Gmail') });
  await expect(gmail).toHaveAttribute('href', 'https://mail.google.com/');
  await expect(gmail).toHaveAttribute('target', '_blank');
  await expect(gmail).toHaveAttribute('rel', 'noopener noreferrer');
});

test('signing up shows the welcome popup with the address the e-mail went to', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('en', 'header.register') })
    .click();
  const form = page.getByRole('dialog', { name: text('en', 'auth.registerTitle') });
  const username = `wr${Date.now().toString(36)}`;
  await form.getByLabel(text('en', 'auth.username')).fill(username);
  await form.getByLabel(text('en', 'auth.email')).fill(`${username}@outlook.com`);
  await form.getByLabel(text('en', 'auth.password')).fill('welcome123');
  await form.getByRole('checkbox', { name: text('en', 'auth.ageAndTerms') }).check();
  await form.getByRole('button', { name: text('en', 'auth.registerSubmit') }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'welcome.title.confirmation') });
  await expect(dialog).toContainText(
    text('en', 'welcome.intro.confirmation', { email: `${username}@outlook.com` }),
  );
  await expect(dialog.getByRole('link', { name: webMailName('Outlook') })).toHaveAttribute(
    'href',
    'https://outlook.live.com/mail/',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the welcome popup passes an axe scan', async ({ page, logIn }) => {
  await logIn('newbie', 'newbie123');
  const dialog = await openClaimCredits(page, '/en');
  await expect(
    dialog.getByRole('list', { name: text('en', 'welcome.samples') }).getByRole('img'),
  ).toHaveCount(3);
  await expectAccessible(page);
});

test("the sandbox serves the special lander's pictures as safe generated SVGs", async ({ request }) => {
  const config = await request.get('/sandbox/storage/common/configuration.json');
  const { landers } = (await config.json()) as {
    landers: { id: string; media: { mediaLeft: string; mediaRight: string; amount: string } }[];
  };
  const toy = landers.find((lander) => lander.id === 'toy-promo')!;
  for (const url of [toy.media.mediaLeft, toy.media.mediaRight, toy.media.amount]) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(await response.text()).not.toMatch(/<script|href=/i);
  }
  expect((await request.get('/sandbox/media/lander/unknown.svg')).status()).toBe(404);
});

test('action=login for an unverified member of a lander opens its special popup, which flips once the mail is sent', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const username = `wl${Date.now().toString(36)}`;
  const signUp = await request.post('/sandbox/member/member', {
    ...MEMBER,
    data: {
      username,
      email: `${username}@example.test`,
      password: 'lander123',
      meta: { lander: 'toy-promo' },
    },
  });
  expect(signUp.status()).toBe(200);
  const token = await loginToken(request, username, 'lander123');
  await page.goto(`/en/new-cams?action=login&token=${encodeURIComponent(token)}`);
  const dialog = page.getByRole('dialog', { name: 'Your credits are waiting' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  // The popup opens while the home page loads: the scan below waits for that page to be there.
  await expect(page.locator('#grid-heading')).toHaveText(text('en', 'grids.home.heading'));
  await expect(dialog.getByText(text('en', 'welcome.lander.toy'), { exact: true })).toBeVisible();
  await expect(dialog.getByText('Anouk', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send me the credits' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'The e-mail has been sent!' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send me the credits' })).toHaveCount(0);
  expect(problems).toEqual([]);
});
