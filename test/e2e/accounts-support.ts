import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated, MEMBER, text } from './support';

let counter = 0;

/** A user name nobody has yet (4-14 characters: letters, digits, underscore). */
export function freshName(prefix: string): string {
  counter += 1;
  const stamp = `${Date.now().toString(36).slice(-5)}${counter}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
  return `${prefix}_${stamp}`.slice(0, 14);
}

/**
 * Signs up a fresh guest through the header's registration form of the page open in `language`,
 * and waits for the confirmation naming the address. Returns the address.
 */
export async function signUpByForm(page: Page, username: string, language: 'nl' | 'en' = 'nl') {
  const t = (key: string) => text(language, key);
  const email = `${username}@example.test`;
  await hydrated(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('header.register') })
    .click();
  const form = page.getByRole('dialog', { name: t('register.titles.guest') });
  await form.getByLabel(t('auth.username')).fill(username);
  await form.getByLabel(t('auth.email')).fill(email);
  await form.getByLabel(t('auth.password'), { exact: true }).fill('secret12');
  await form.getByRole('checkbox', { name: t('auth.ageAndTerms') }).check();
  await form.getByRole('button', { name: t('auth.registerSubmit') }).click();
  await expect(page.getByRole('dialog').filter({ hasText: email })).toBeVisible();
  return email;
}

/** Registers a member through the sandbox member API; returns the address used. */
export async function registerByApi(request: APIRequestContext, username: string, password = 'secret12') {
  const email = `${username}@example.test`;
  const response = await request.post('/sandbox/member/member', {
    ...MEMBER,
    data: { username, email, password, meta: {} },
  });
  expect(response.status()).toBe(200);
  return email;
}

/** The newest outbox link of a kind for an address, as the /sandbox/mail page lists it. */
export async function outboxLink(
  request: APIRequestContext,
  email: string,
  kind: 'activation' | 'passwordReset',
): Promise<string> {
  const html = await (await request.get('/sandbox/mail')).text();
  const row = html
    .split('<tr>')
    .find((part) => part.includes(`<td>${email}</td>`) && part.includes(`<td>${kind}</td>`));
  const href = row && /href="([^"]+)"/.exec(row)?.[1];
  if (!href) throw new Error(`no ${kind} mail for ${email}`);
  return href.replace(/&amp;/g, '&');
}

/** Opens the login modal from the header of a hydrated page. */
export async function openLogin(page: Page, language: 'nl' | 'en' = 'nl') {
  await hydrated(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: text(language, 'header.login') })
    .click();
  const dialog = page.getByRole('dialog', { name: text(language, 'auth.loginTitle') });
  await expect(dialog).toBeVisible();
  return dialog;
}
