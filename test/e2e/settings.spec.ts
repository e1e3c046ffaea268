import { expect, type APIRequestContext, type Locator, type Page } from './csp-watch';
import { watchConsole } from './console-watch';
import { expectAccessible, hydrated, MEMBER, test as base, text, visit } from './support';

let counter = 0;

/** A member of this test alone (unverified, 0 credits), so no test changes an account another uses. */
async function freshMember(request: APIRequestContext) {
  counter += 1;
  const username = `set${counter}${Math.random().toString(36).slice(2, 8)}`;
  const member = { username, email: `${username}@example.test`, password: 'start123' };
  const response = await request.post('/sandbox/member/member', { ...MEMBER, data: { ...member, meta: {} } });
  expect(response.status()).toBe(200);
  return member;
}

/** The e2e `test` with `member`: a fresh member of this test alone, logged in, on /settings. */
const test = base.extend<{ member: Awaited<ReturnType<typeof freshMember>> }>({
  member: async ({ page, request, logIn }, use) => {
    const member = await freshMember(request);
    await logIn(member.username, member.password);
    await visit(page, '/settings');
    await use(member);
  },
});

async function loginStatus(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/sandbox/member/login', { ...MEMBER, data: { username, password } });
  return { status: response.status(), body: (await response.json()) as { token?: string; error?: string } };
}

function region(page: Page, key: string): Locator {
  return page.getByRole('region', { name: text('nl', key) });
}

/** Types as a visitor: into the field (focusing it clears its error), replacing what was there. */
async function fill(scope: Locator, label: string, value: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).fill(value);
}

/** Presses the button of `scope` named by the Dutch text at `key`. */
async function press(scope: Locator, key: string): Promise<void> {
  await scope.getByRole('button', { name: text('nl', key) }).click();
}

test('a guest on /settings goes home', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/$/);
});

test('a member sees the settings sections, and the page passes an axe scan', async ({
  page,
  request,
  logIn,
}) => {
  // Watching from the start: the member fixture would open the page before the test could listen.
  const problems = watchConsole(page);
  const member = await freshMember(request);
  await logIn(member.username, member.password);
  await visit(page, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: text('nl', 'settings.heading') })).toBeVisible();
  for (const key of [
    'settings.emailTitle',
    'settings.passwordTitle',
    'settings.usernameTitle',
    'settings.deleteTitle',
  ])
    await expect(page.getByRole('heading', { level: 2, name: text('nl', key) })).toBeVisible();
  await expect(region(page, 'settings.account')).toContainText(member.email);
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('a member changes the e-mail address; unverified, the new address gets the confirmation link', async ({
  page,
  member,
}) => {
  const email = region(page, 'settings.emailTitle');
  await expect(email.getByText(text('nl', 'settings.emailUnverified'))).toBeVisible();
  await fill(email, text('nl', 'settings.newEmail'), 'demo@example.test');
  await fill(email, text('nl', 'settings.repeatEmail'), 'demo@example.test');
  await press(email, 'settings.emailSubmit');
  await expect(email.getByRole('alert')).toHaveText(text('nl', 'auth.flags.emailExists'));
  const newEmail = `new.${member.email}`;
  await fill(email, text('nl', 'settings.newEmail'), newEmail);
  await fill(email, text('nl', 'settings.repeatEmail'), newEmail);
  await press(email, 'settings.emailSubmit');
  await expect(email.getByRole('status')).toHaveText(
    text('nl', 'settings.emailChangedUnverified', { email: newEmail }),
  );
  await expect(region(page, 'settings.account')).toContainText(newEmail);
  await page.goto('/sandbox/mail');
  await expect(
    page.getByRole('row').filter({ hasText: newEmail }).filter({ hasText: 'activation' }),
  ).toHaveCount(1);
});

test('a member changes the password after a wrong old one, then logs in with the new one', async ({
  page,
  request,
  member,
}) => {
  const password = region(page, 'settings.passwordTitle');
  await fill(password, text('nl', 'password.old'), 'wrong123');
  await fill(password, text('nl', 'password.new'), 'better123');
  await fill(password, text('nl', 'password.repeat'), 'better123');
  await press(password, 'password.submit');
  await expect(password.getByRole('alert')).toHaveText(text('nl', 'password.flags.wrongOldPassword'));
  await fill(password, text('nl', 'password.old'), member.password);
  await press(password, 'password.submit');
  await expect(password.getByRole('status')).toHaveText(text('nl', 'password.changed'));
  expect((await loginStatus(request, member.username, 'better123')).status).toBe(200);
  expect((await loginStatus(request, member.username, member.password)).status).toBe(400);
});

test('a member changes the user name after a taken one, and the header greets the new name', async ({
  page,
  member,
}) => {
  const form = region(page, 'settings.usernameTitle');
  await fill(form, text('nl', 'changeUsername.label'), 'demo');
  await press(form, 'changeUsername.submit');
  await expect(form.getByRole('alert')).toHaveText(text('nl', 'change_username.member.username.exists'));
  const renamed = `${member.username}x`;
  await fill(form, text('nl', 'changeUsername.label'), renamed);
  await press(form, 'changeUsername.submit');
  await expect(form.getByRole('status')).toHaveText(
    text('nl', 'changeUsername.changed', { username: renamed }),
  );
  await expect(
    page.getByRole('banner').getByText(text('nl', 'header.greeting', { name: renamed })),
  ).toBeVisible();
  // The new token was stored: a reload still knows the member by the new name.
  await page.reload();
  await expect(region(page, 'settings.account')).toContainText(renamed);
});

test('a member deletes the account after confirming it, and is home as a guest', async ({
  page,
  request,
  member,
}) => {
  const area = region(page, 'settings.deleteTitle');
  await press(area, 'settings.deleteButton');
  const dialog = page.getByRole('dialog', { name: text('nl', 'settings.deleteConfirmTitle') });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await press(dialog, 'settings.deleteCancel');
  await expect(dialog).toBeHidden();
  expect((await loginStatus(request, member.username, member.password)).status).toBe(200);
  await press(area, 'settings.deleteButton');
  await press(dialog, 'settings.deleteConfirm');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: text('nl', 'header.login') }),
  ).toBeVisible();
  expect(await loginStatus(request, member.username, member.password)).toEqual({
    status: 400,
    body: { error: 'badRequest.login.deleted' },
  });
});

test('the member whose user name is the e-mail address is asked for a new one, once a tab', async ({
  page,
  context,
  request,
  logIn,
}) => {
  const problems = watchConsole(page);
  await logIn('fan@example.test', 'fan12345');
  await visit(page, '/');
  const prompt = page.getByRole('dialog', { name: text('nl', 'changeUsername.promptTitle') });
  await expect(prompt).toBeVisible();
  await expectAccessible(page);
  await press(prompt, 'changeUsername.later');
  await expect(prompt).toBeHidden();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('banner')).toContainText('fan@example.test');
  await expect(prompt).toBeHidden();
  expect(problems).toEqual([]);

  // A new tab asks again; the name is changed right there.
  const tab = await context.newPage();
  await tab.goto('/');
  const again = tab.getByRole('dialog', { name: text('nl', 'changeUsername.promptTitle') });
  await fill(again, text('nl', 'changeUsername.label'), 'demo');
  await press(again, 'changeUsername.submit');
  await expect(again.getByRole('alert')).toHaveText(text('nl', 'change_username.member.username.exists'));
  await fill(again, text('nl', 'changeUsername.label'), 'bigfan');
  await press(again, 'changeUsername.submit');
  await expect(again).toBeHidden();
  await expect(
    tab.getByRole('banner').getByText(text('nl', 'header.greeting', { name: 'bigfan' })),
  ).toBeVisible();
  expect((await loginStatus(request, 'bigfan', 'fan12345')).status).toBe(200);
});
