import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { MEMBER, performerHeldAt, text } from './support';

/** The pin the sandbox phone's voice reads out for a session the caller has dialled. */
export async function heardPin(phone: Page): Promise<string> {
  const pin = await phone.locator('p', { hasText: 'your pin code is' }).locator('strong').textContent();
  expect(pin).toMatch(/^\d{4}$/);
  return pin!;
}

/**
 * The caller's side up to the wait: the sandbox phone (a page of its own) dials the drawer's
 * session and hears the pin, which is entered in the drawer; the drawer then waits for the call.
 * Returns the phone, for pressing 1, hanging up or letting the session expire.
 */
export async function dialAndSendPin(context: BrowserContext, drawer: Locator): Promise<Page> {
  const phone = await context.newPage();
  await phone.goto(`/sandbox/phone?session=${await phoneLinkSession(drawer)}`);
  await phone.getByRole('button', { name: 'Call' }).click();
  const pin = await heardPin(phone);
  await drawer.getByRole('button', { name: text('nl', 'dialIn.toPin') }).click();
  await drawer.getByRole('textbox', { name: text('nl', 'dialIn.pinLabel') }).fill(pin);
  await drawer.getByRole('button', { name: text('nl', 'dialIn.confirm') }).click();
  await expect(drawer.getByRole('status')).toHaveText(text('nl', 'dialIn.waiting'));
  return phone;
}

/** The session id in the drawer's 'Open the sandbox phone' link. */
export async function phoneLinkSession(drawer: Locator): Promise<string> {
  const href = await drawer
    .getByRole('link', { name: text('nl', 'dialIn.sandboxPhone') })
    .getAttribute('href');
  const session = new URL(href!, 'http://localhost').searchParams.get('session');
  expect(session).toMatch(/^ivr_/);
  return session!;
}

/**
 * The page of a performer who can chat (online, paid chat), where a guest finds 'pay by phone' in
 * the chat panel. `place` is her place in the catalogue: each test takes its own (live-chat-support).
 */
export async function performerPath(request: APIRequestContext, place: number): Promise<string> {
  const performer = await performerHeldAt(request, place, 1);
  return `/profile/${performer.username}`;
}

/**
 * A phone session in a call, made through the sandbox as a guest and a caller would make it: the
 * site asks for a number, the caller dials and hears the pin, the site sends it, the caller
 * presses 1. Returns the session id.
 */
export async function inCallSession(request: APIRequestContext): Promise<string> {
  const ivr = (await (await request.get('/sandbox/member/payment/ivr?country=NL', MEMBER)).json()) as {
    session: string;
  };
  const form = { session: ivr.session };
  expect((await request.post('/sandbox/phone/call', { form, maxRedirects: 0 })).status()).toBe(303);
  const page = await (await request.get(`/sandbox/phone?session=${ivr.session}`)).text();
  const pincode = /pin code is <strong>(\d{4})<\/strong>/.exec(page)?.[1];
  const payment = { username: 'anonymous1234567', provider: 'dialin', pincode, params: {} };
  const paid = await request.post('/sandbox/member/payment/dial-in', { ...MEMBER, data: payment });
  expect(paid.status()).toBe(200);
  expect((await request.post('/sandbox/phone/press1', { form, maxRedirects: 0 })).status()).toBe(303);
  return ivr.session;
}
