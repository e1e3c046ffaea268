import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { formatCredits } from '../../src/core/wallet/credits-format';
import { freshName, registerByApi } from './accounts-support';
import { capName } from '../../src/core/common/names';
import { hydrated, logInAs, MEMBER, performerHeldAt, test as supportTest, text } from './support';

export type Language = 'nl' | 'en';

/** A fresh member who bought a bundle (101 Starter 300, 103 Plus 1350, 105 Gold 3700 credits). */
export async function memberWithCredits(request: APIRequestContext, bundle: 101 | 103 | 105) {
  const username = freshName('chat');
  await registerByApi(request, username, 'secret12');
  const login = await request.post('/sandbox/member/login', {
    ...MEMBER,
    data: { username, password: 'secret12' },
  });
  const { token } = (await login.json()) as { token: string };
  const session = await request.post('/sandbox/member/payment/session', {
    headers: { ...MEMBER.headers, 'x-token': token },
    data: { bundle, paymentMethod: '709', returnUrl: '/en', device: 'desktop' },
  });
  const { paymentURL } = (await session.json()) as { paymentURL: string };
  expect((await request.post(paymentURL, { form: { outcome: 'success' } })).status()).toBe(200);
  return { username, token };
}

/** The balance the sandbox holds for the member: the backend's word. */
export async function creditsOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/sandbox/member/credits', {
    headers: { ...MEMBER.headers, 'x-token': token },
  });
  return ((await response.json()) as { credits: number }).credits;
}

/**
 * A performer of this test alone (by its place in the catalogue: every test takes its own), set
 * to a status and room settings through the studio. Tests never share a room.
 */
export async function performerFor(
  request: APIRequestContext,
  place: number,
  status: 0 | 1 | 3,
  settings: Record<string, unknown> = {},
) {
  const performer = await performerHeldAt(request, place, status);
  await roomSettings(request, performer.id, { toy: false, ...settings });
  return performer;
}

export async function roomSettings(
  request: APIRequestContext,
  performerId: number,
  settings: Record<string, unknown>,
) {
  const response = await request.post(`/sandbox/studio/rooms/${performerId}`, {
    headers: { Accept: 'application/json' },
    data: settings,
  });
  expect(response.status()).toBe(200);
}

export async function roomAction(
  request: APIRequestContext,
  performerId: number,
  action: Record<string, unknown>,
) {
  const response = await request.post(`/sandbox/studio/rooms/${performerId}/actions`, {
    headers: { Accept: 'application/json' },
    data: action,
  });
  expect(response.status()).toBe(200);
}

/** Opens her page (logged in when a member is given) and waits until the visitor is in her room. */
export async function enterRoom(
  page: Page,
  options: {
    username: string;
    language?: Language;
    member?: { username: string };
    context?: BrowserContext;
    request?: APIRequestContext;
    baseURL?: string;
    /** Paid chat starts with the member's click on 'Start the chat' (default: when a member is given). */
    start?: boolean;
  },
): Promise<Locator> {
  const language = options.language ?? 'en';
  if (options.member && options.context && options.request && options.baseURL)
    await logInAs(options.context, options.request, options.baseURL, options.member.username, 'secret12');
  await page.goto(`${language === 'en' ? '/en' : ''}/profile/${options.username}`);
  await hydrated(page);
  const room = page.getByRole('region', {
    name: text(language, 'chat.label', { name: capitalised(options.username) }),
  });
  if (options.start ?? Boolean(options.member))
    await room.getByRole('button', { name: text(language, 'chat.start', { credits: 60 }) }).click();
  await expect(room.getByRole('log').first()).toBeVisible();
  await expect(
    room.getByText(text(language, 'chat.state.joining', { name: capitalised(options.username) })),
  ).toBeHidden();
  return room;
}

export const capitalised = capName;

/** The header's balance, as the member menu shows it. */
export function headerCredits(page: Page, username: string, language: Language = 'en'): Locator {
  return page.getByRole('button', {
    name: new RegExp(`^${text(language, 'header.greeting', { name: username })}`),
  });
}

export function creditsText(credits: number, language: Language = 'en'): string {
  return text(language, 'header.credits', { credits: formatCredits(credits) });
}

interface RoomOptions {
  bundle: 101 | 103 | 105;
  place: number;
  settings?: Record<string, unknown>;
  language?: Language;
}

/**
 * The e2e `test` (support.ts) with `memberInRoom`: a fresh member with a bundle, in the paid room
 * of a live performer of this test alone.
 */
export const test = supportTest.extend<{
  memberInRoom: (options: RoomOptions) => Promise<{
    member: { username: string; token: string };
    performer: { id: number; username: string };
    room: Locator;
  }>;
}>({
  memberInRoom: async ({ page, context, request, baseURL }, use) => {
    await use(async (options) => {
      const member = await memberWithCredits(request, options.bundle);
      const performer = await performerFor(request, options.place, 1, options.settings);
      const room = await enterRoom(page, {
        username: performer.username,
        member,
        context,
        request,
        baseURL: baseURL!,
        language: options.language,
      });
      return { member, performer, room };
    });
  },
});
