import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { freshName, outboxLink, registerByApi } from './accounts-support';
import { memberWithCredits } from './live-chat-support';
import { hydrated, logInAs, MEMBER, performerAt, text } from './support';

export type Language = 'nl' | 'en';

/** A fresh verified member: the sandbox's welcome credits (120) are the whole balance. */
export async function memberWithWelcomeCredits(request: APIRequestContext) {
  const username = freshName('pm');
  const email = await registerByApi(request, username, 'secret12');
  const link = new URL(await outboxLink(request, email, 'activation'), 'http://site.test');
  const key = link.searchParams.get('token')!;
  expect((await request.post('/sandbox/member/activate', { ...MEMBER, data: { key } })).status()).toBe(200);
  return { username, password: 'secret12' };
}

/** Opens a new conversation with her, as her profile's 'Send a private message' link does. */
export async function openNewConversation(
  page: Page,
  performer: { id: number; username: string },
  language: Language = 'en',
): Promise<void> {
  const prefix = language === 'en' ? '/en' : '';
  await page.goto(
    `${prefix}/messenger/new-conversation?modelId=${performer.id}&model=${encodeURIComponent(performer.username)}`,
  );
}

export function editor(page: Page, username: string, language: Language = 'en'): Locator {
  return page.getByRole('textbox', { name: text(language, 'messenger.editor.label', { name: username }) });
}

export function lane(page: Page, username: string, language: Language = 'en'): Locator {
  return page.getByRole('region', { name: text(language, 'messenger.laneLabel', { name: username }) });
}

/** A message in the lane by its text. */
export function laneMessage(
  page: Page,
  username: string,
  content: string,
  language: Language = 'en',
): Locator {
  return lane(page, username, language).getByRole('listitem').filter({ hasText: content });
}

/**
 * Resolves once the member's socket has joined its namespace (socket.io's connect frame), so a
 * line written after it comes live. The socket's client loads after hydration: a line written
 * before the join reaches the tab only with the next load. Call it before `page.goto`.
 */
export function memberSocketJoined(page: Page): Promise<void> {
  return new Promise<void>((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40/member')) resolve();
      }),
    ),
  );
}

/** A performer writes to a member, as the sandbox studio lets a person do. */
export async function performerWrites(
  request: APIRequestContext,
  performer: string,
  member: string,
  text: string,
): Promise<number> {
  const response = await request.post('/sandbox/studio/messages', {
    headers: { Accept: 'application/json' },
    data: { performer, member, text },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { conversationId: number }).conversationId;
}

interface WriterFixtures {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
  baseURL: string | undefined;
}

/**
 * A member (by default a fresh one with the 300-credit bundle) logged in, on a new conversation
 * with the performer at `place` in the catalogue (each test its own), the page hydrated.
 */
export async function writerTo(
  { page, context, request, baseURL }: WriterFixtures,
  options: { place: number; language?: Language; member?: { username: string; password: string } },
) {
  const member = options.member ?? { ...(await memberWithCredits(request, 101)), password: 'secret12' };
  const performer = await performerAt(request, options.place);
  await logInAs(context, request, baseURL!, member.username, member.password);
  await openNewConversation(page, performer, options.language);
  await hydrated(page);
  return { member, performer };
}

/** A 640×400 JPEG the page draws: green, with a red block at its lower right when `marked`. */
export async function pictureDrawnIn(page: Page, marked = false): Promise<Buffer> {
  const base64 = await page.evaluate((withMark) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const context2d = canvas.getContext('2d')!;
    context2d.fillStyle = '#3a7';
    context2d.fillRect(0, 0, 640, 400);
    if (withMark) {
      context2d.fillStyle = '#d33';
      context2d.fillRect(400, 200, 240, 200);
    }
    return canvas.toDataURL('image/jpeg').split(',')[1]!;
  }, marked);
  return Buffer.from(base64, 'base64');
}
