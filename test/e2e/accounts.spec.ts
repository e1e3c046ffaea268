import { expect, test } from './csp-watch';
import { freshName, openLogin, outboxLink, registerByApi, signUpByForm } from './accounts-support';
import { watchConsole } from './console-watch';
import {
  chooseLanguage,
  expectAccessible,
  hydrated,
  LANGUAGES,
  loginToken,
  MEMBER,
  tabTo,
  text,
} from './support';

const nl = (key: string, values: Record<string, string | number> = {}) => text('nl', key, values);

test('a guest registers, follows the mail link, is verified with 120 credits; the link then counts as used', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/');
  const email = await signUpByForm(page, freshName('reg'));

  await page.goto('/sandbox/mail');
  const link = page.getByRole('row').filter({ hasText: email }).first().getByRole('link');
  const href = await link.getAttribute('href');
  await link.click();
  const notice = page.getByRole('dialog', { name: nl('verification.title') });
  await expect(notice.getByText(nl('verification.success'))).toBeVisible();
  await expect(notice.getByText(nl('verification.credits', { credits: 120 }))).toBeVisible();
  await expect(page.getByRole('banner').getByText(nl('header.credits', { credits: '120' }))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectAccessible(page);
  // The outbox tool has no icon; the site itself logs nothing.
  expect(problems.filter((problem) => !problem.includes('favicon.ico'))).toEqual([]);

  // A used link: the backend's 400 answer is the expected one from here on.
  await page.goto(href!);
  await expect(notice.getByText(nl('verification.alreadyVerified'))).toBeVisible();
  await expect(notice.getByRole('button', { name: nl('verification.resend') })).toHaveCount(0);
});

test('a guest who signs up on /en is mailed in English, and the mail’s link opens the English site', async ({
  page,
}) => {
  const en = (key: string, values: Record<string, string | number> = {}) => text('en', key, values);
  await page.goto('/en');
  const email = await signUpByForm(page, freshName('eng'), 'en');

  await page.goto('/sandbox/mail');
  const mail = page.getByRole('row').filter({ hasText: email }).first();
  await expect(mail.getByRole('cell', { name: 'Confirm your e-mail address', exact: true })).toBeVisible();
  await expect(mail.getByRole('cell', { name: 'en', exact: true })).toBeVisible();
  expect(await mail.getByRole('link').getAttribute('href')).toMatch(/^\/en\?action=validate&token=/);
  await mail.getByRole('link').click();
  const notice = page.getByRole('dialog', { name: en('verification.title') });
  await expect(notice.getByText(en('verification.success'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
});

test('a member logs in with the login form and out with the member menu, keeping the affiliate code', async ({
  page,
}) => {
  await page.goto('/new-cams?p=61');
  const dialog = await openLogin(page);
  await dialog.getByLabel(nl('auth.usernameOrEmail')).fill('demo');
  await dialog.getByLabel(nl('auth.password'), { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: nl('auth.loginSubmit') }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: /Hoi demo/ }).click();
  await page.getByRole('button', { name: nl('header.logout') }).click();
  await expect(page).toHaveURL(/\/\?p=61$/);
  await expect(page.getByRole('banner').getByRole('button', { name: nl('header.login') })).toBeVisible();
});

test('the login form says which account problem it met, and checks a field when it is left', async ({
  page,
  request,
}) => {
  const gone = freshName('gone');
  await registerByApi(request, gone);
  const token = await loginToken(request, gone, 'secret12');
  const deleted = await request.delete('/sandbox/member/member', {
    headers: { ...MEMBER.headers, 'x-token': token },
  });
  expect(deleted.status()).toBe(200);

  await page.goto('/');
  const dialog = await openLogin(page);
  const username = dialog.getByLabel(nl('auth.usernameOrEmail'));
  const password = dialog.getByLabel(nl('auth.password'), { exact: true });
  await username.fill('x');
  await username.fill('');
  await password.focus();
  await expect(dialog.getByRole('alert')).toHaveText(nl('validation.username_required'));
  const cases = [
    ['nobody_at_all', 'secret12', 'auth.flags.unknownUser'],
    ['demo', 'wrong123', 'auth.flags.wrongPassword'],
    [gone, 'secret12', 'auth.flags.deletedAccount'],
  ] as const;
  for (const [name, secret, flag] of cases) {
    await username.fill(name);
    await password.fill(secret);
    await dialog.getByRole('button', { name: nl('auth.loginSubmit') }).click();
    await expect(dialog.getByRole('alert')).toHaveText(nl(flag));
    // SPEC §4: the flags clear on focus.
    await username.focus();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  }
});

test('the registration form checks its fields and names a taken e-mail address or user name', async ({
  page,
}) => {
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByRole('button', { name: nl('header.register') }).click();
  const form = page.getByRole('dialog', { name: nl('register.titles.more') });
  const username = form.getByLabel(nl('auth.username'));
  const email = form.getByLabel(nl('auth.email'));
  const submit = form.getByRole('button', { name: nl('auth.registerSubmit') });
  await username.fill('abc');
  await email.focus();
  await expect(form.getByRole('alert')).toHaveText(nl('validation.minLength'));
  await expect(submit).toBeDisabled();
  await username.fill(freshName('tkn'));
  await email.fill('demo@example.test');
  await form.getByLabel(nl('auth.password'), { exact: true }).fill('secret12');
  await form.getByRole('checkbox', { name: nl('auth.ageAndTerms') }).check();
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(nl('auth.flags.emailExists'));
  await expect(submit).toBeDisabled();
  await email.fill(`${freshName('tkn')}@example.test`);
  await username.fill('demo');
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(nl('auth.flags.usernameExists'));
  await username.focus();
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('an error that appears when a field is left moves nothing below it', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: nl('header.register') })
    .click();
  const form = page.getByRole('dialog', { name: nl('register.titles.guest') });
  const password = form.getByLabel(nl('auth.password'), { exact: true });
  const checkbox = form.getByRole('checkbox', { name: nl('auth.ageAndTerms') });
  const submit = form.getByRole('button', { name: nl('auth.registerSubmit') });
  const below = async () => [await checkbox.boundingBox(), await submit.boundingBox()];
  await password.fill('abc');
  const before = await below();
  // A pointer on its way to the checkbox: leaving the password shows its error.
  await checkbox.hover();
  await password.blur();
  await expect(form.getByRole('alert')).toHaveText(nl('validation.minLength'));
  expect(await below()).toEqual(before);
  await checkbox.click();
  await expect(checkbox).toBeChecked();
});

for (const { language, prefix, cookie } of LANGUAGES) {
  test(`password recovery by keyboard in ${language}: unknown user, the complete view, and back to the form`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const say = (key: string) => text(language, key);
    await chooseLanguage(context, baseURL!, cookie);
    const email = await registerByApi(request, freshName('kbd'));
    await page.goto(`${prefix}/`);
    await hydrated(page);
    const headerLogin = page.getByRole('banner').getByRole('button', { name: say('header.login') });
    await tabTo(page, headerLogin, 15);
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: say('auth.loginTitle') });
    const forgot = login.getByRole('button', { name: say('recovery.open') });
    await tabTo(page, forgot, 6);
    await page.keyboard.press('Enter');
    const card = page.getByRole('dialog', { name: say('recovery.title') });
    await expect(card).toBeVisible();
    await expect(login).toHaveCount(0);
    await page.keyboard.press('Tab');
    const input = card.getByLabel(say('recovery.label'));
    await expect(input).toBeFocused();
    await page.keyboard.type('nobody_here');
    await page.keyboard.press('Enter');
    await expect(card.getByRole('alert')).toHaveText(say('recovery.notExists'));
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(card.getByRole('alert')).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(card.getByRole('status')).toHaveText(say('recovery.complete'));
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: say('recovery.goBack'), exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue(email);
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
  });
}

test('a reset link sets a new password once; used again it has expired; the new password logs in', async ({
  page,
  request,
}) => {
  const username = freshName('rst');
  const email = await registerByApi(request, username);
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByRole('button', { name: nl('recovery.open') }).click();
  const card = page.getByRole('dialog', { name: nl('recovery.title') });
  await card.getByLabel(nl('recovery.label')).fill(email);
  await card.getByRole('button', { name: nl('recovery.submit') }).click();
  await expect(card.getByRole('status')).toHaveText(nl('recovery.complete'));

  const link = await outboxLink(request, email, 'passwordReset');
  await page.goto(link);
  const reset = page.getByRole('dialog', { name: nl('resetPassword.title') });
  await reset.getByLabel(nl('password.new'), { exact: true }).fill('better123');
  await reset.getByLabel(nl('password.repeat')).fill('better123');
  await expectAccessible(page);
  await reset.getByRole('button', { name: nl('password.submit') }).click();
  await expect(reset.getByRole('status')).toHaveText(nl('password.changed'));
  await expect(page.getByRole('button', { name: new RegExp(`Hoi ${username}`) })).toBeVisible();

  await page.goto(link);
  await reset.getByLabel(nl('password.new'), { exact: true }).fill('other1234');
  await reset.getByLabel(nl('password.repeat')).fill('other1234');
  await reset.getByRole('button', { name: nl('password.submit') }).click();
  await expect(reset.getByRole('alert')).toHaveText(nl('password.flags.linkExpired'));
  expect(await loginToken(request, username, 'better123')).toBeTruthy();
});

test('action=login logs a member in from any page and ends home with the kept query', async ({
  page,
  request,
}) => {
  const username = freshName('lnk');
  await registerByApi(request, username);
  const token = await loginToken(request, username, 'secret12');
  await page.goto(`/new-cams?action=login&token=${token}&p=61`);
  await expect(page).toHaveURL(/\/\?p=61$/);
  await expect(page.getByRole('button', { name: new RegExp(`Hoi ${username}`) })).toBeVisible();
  // SPEC §4: not verified, so the lander popup opens (its content is the welcome dialogs').
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('action=resetpassword without a token says so and goes home', async ({ page }) => {
  await page.goto('/new-cams?action=resetpassword&p=61');
  const reset = page.getByRole('dialog', { name: nl('resetPassword.title') });
  await expect(reset.getByRole('status')).toHaveText(nl('resetPassword.missing'));
  await expect(page).toHaveURL(/\/\?p=61$/);
  await expect(reset).toHaveCount(0);
});

test('an unknown or expired verification link in English fails without a resend; the dialogs pass axe', async ({
  page,
}) => {
  await page.goto('/en/?action=validate&token=0123456789abcdef');
  const notice = page.getByRole('dialog', { name: text('en', 'verification.title') });
  await expect(notice.getByRole('alert')).toHaveText(text('en', 'verification.failed'));
  await expect(notice.getByRole('button', { name: text('en', 'verification.resend') })).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/?$/);
  await expectAccessible(page);
});

test('the home grid invites guests to sign up for the welcome credits', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const banner = page.getByRole('complementary', { name: nl('register.banner.heading', { credits: 120 }) });
  await banner.getByRole('button', { name: nl('register.banner.button') }).click();
  const form = page.getByRole('dialog', { name: nl('register.titles.banner', { credits: 120 }) });
  await expect(form.getByText(nl('register.intros.banner', { credits: 120 }))).toBeVisible();
});

test('a guest on a performer page signs up for her: her photo and name; login, register and recovery pass axe', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const username = decodeURIComponent(/href="\/profile\/([^"?]+)"/.exec(html)![1]!);
  const name = username.charAt(0).toUpperCase() + username.slice(1);
  await page.goto(`/profile/${username}`);
  await hydrated(page);
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: text('nl', 'profile.chat.privateMessage') })
    .click();
  const form = page.getByRole('dialog', { name: nl('register.chatWith', { name }) });
  await expect(form.getByRole('img', { name: nl('register.performerPhoto', { name }) })).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: text('nl', 'common.close') }).click();

  const login = await openLogin(page);
  await expectAccessible(page);
  await login.getByRole('button', { name: nl('recovery.open') }).click();
  const card = page.getByRole('dialog', { name: nl('recovery.title') });
  await card.getByRole('button', { name: nl('recovery.submit') }).click();
  await expect(card.getByRole('alert')).toHaveText(nl('validation.required'));
  await expectAccessible(page);
});
