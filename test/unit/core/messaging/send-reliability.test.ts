import { createAppStores } from '../../../../src/ui/stores/app-stores';
import { createMessagingStores } from '../../../../src/ui/stores/messaging-stores';
import { MemoryLogger } from '../../../../src/adapters/fake/memory-logger';
import { PRICES } from '../../../../src/core/common/constants.model';
import type { Conversation, Message } from '../../../../src/core/messaging/conversation.model';
import { ListConversations } from '../../../../src/core/messaging/list-conversations.use-case';
import {
  SendPrivateMessage,
  type SendPrivateMessageInput,
} from '../../../../src/core/messaging/send-private-message.use-case';
import { NEW_CONVERSATION } from '../../../../src/ui/stores/message-store';
import { RealtimeBridge } from '../../../../src/ui/stores/realtime-bridge';
import { fakeSetup, logIn, type FakeSetup } from '../../support/fake-setup';

/** Issue 13: private messages through a flaky network arrive exactly once and are charged once. */

const MESSAGES = 500;
const MAX_ATTEMPTS = 20;
const PREFIX = 'reliability';

/** Lets queued microtasks (resolved fake calls, deferred connects) run. */
async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** demo logged in with `credits`, the send use-case, and a realtime bridge feeding fresh stores. */
async function prepare(credits: number) {
  const setup = fakeSetup();
  const session = await logIn(setup, 'demo', 'demo1234');
  const world = setup.backend.world;
  world.members.credit(session.memberId, credits - world.creditsOf(session.memberId), { kind: 'purchase' });
  setup.balance.update(await setup.ports.member.getCredits());
  const send = new SendPrivateMessage(
    setup.ports.inbox,
    setup.ports.member,
    setup.balance,
    setup.clock,
    setup.logger,
  );
  const bridgeLogger = new MemoryLogger();
  const stores = { ...createAppStores(), ...createMessagingStores() };
  const list = new ListConversations(setup.ports.inbox, bridgeLogger);
  const bridge = new RealtimeBridge({
    memberEvents: setup.ports.memberEvents,
    chatEvents: { subscribe: () => () => {}, whenListening: async () => {}, onConnect: () => () => {} },
    clock: setup.clock,
    logger: bridgeLogger,
    stores,
    resync: {
      credits: () => setup.ports.member.getCredits(),
      conversations: async () => {
        const result = await list.execute('all');
        return result.ok ? result.value : null;
      },
      unread: () => setup.ports.inbox.countUnread(),
    },
  });
  bridge.start();
  setup.ports.memberEvents.connect();
  await flush();
  return { setup, session, send, stores, bridge };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

function input(
  { session }: Prepared,
  conversation: Conversation,
  text: string,
  retryId?: string,
): SendPrivateMessageInput {
  return {
    conversationId: conversation.id,
    partnerId: conversation.other.id,
    target: conversation.other.username,
    text,
    attachment: null,
    memberId: session.memberId,
    ...(retryId === undefined ? {} : { retryId }),
  };
}

/**
 * Sends a text as the conversation lane does (`deliver`, then `retry` with the same local id):
 * 'not-sent' in the store while it is on its way, confirmed or marked not sent by the result.
 * Returns how many attempts it took.
 */
async function sendUntilSent(
  prepared: Prepared,
  conversation: Conversation,
  text: string,
  localId: string,
): Promise<number> {
  const { setup, session, send, stores } = prepared;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    stores.messages.addSending({
      type: 'text',
      id: localId,
      createdAt: new Date(setup.clock.now()).toISOString(),
      read: true,
      attachment: null,
      content: text,
      owner: 'self',
      senderId: session.memberId,
      status: 'not-sent',
      conversationId: conversation.id,
    });
    const result = await send.execute(input(prepared, conversation, text, localId));
    if (result.ok) {
      stores.messages.confirmSent(localId, result.value.message);
      stores.conversations.receive(conversation.id, result.value.message);
      return attempt;
    }
    if (result.error.kind !== 'notSent') throw new Error(`${text} refused: ${result.error.kind}`);
    stores.messages.markNotSent(localId, result.error.message);
  }
  throw new Error(`${text} was not sent in ${MAX_ATTEMPTS} attempts`);
}

/** Every message of a conversation the backend holds, all pages, oldest first. */
async function allMessages(setup: FakeSetup, conversationId: number): Promise<Message[]> {
  const pages: Message[][] = [];
  for (let page: number | null = 0; page !== null;) {
    const read = await setup.ports.inbox.messages(conversationId, page, 100);
    pages.unshift(read.messages);
    page = read.nextPage;
  }
  return pages.flat();
}

/** The member's own texts of this test among messages. */
function ownTexts(messages: readonly Message[]): string[] {
  return messages
    .filter((message) => message.owner === 'self' && message.content.startsWith(PREFIX))
    .map((message) => message.content)
    .sort();
}

function errorsLogged(setup: FakeSetup, cause: string): number {
  return setup.logger.entries.filter(
    (entry) =>
      entry.message === 'Sending a private message failed' && (entry.detail as Error).message === cause,
  ).length;
}

describe('Sending private messages through a failing network (issue 13)', () => {
  it('delivers 500 messages exactly once each, charged once, each once in its lane', async () => {
    const credits = MESSAGES * PRICES.privateMessageCredits;
    const prepared = await prepare(credits);
    const { setup, stores } = prepared;
    const conversations = (await setup.ports.inbox.list('all')).slice(0, 3);
    expect(conversations).toHaveLength(3);
    const { faults } = setup.backend;
    faults.set({ errorRate: 0.1, lostAnswerRate: 0.1 });

    const expected = new Map<number, string[]>(conversations.map((c) => [c.id, []]));
    let attempts = 0;
    let drops = 0;
    for (let i = 0; i < MESSAGES; i++) {
      const conversation = conversations[i % conversations.length]!;
      const text = `${PREFIX} ${String(i).padStart(3, '0')}`;
      expected.get(conversation.id)!.push(text);
      if (i % 20 === 7) drops += faults.dropSocket();
      attempts += await sendUntilSent(prepared, conversation, text, `local-${setup.clock.now()}-${i}`);
      // Time goes on: sockets come back after reconnectDelayMs, performers answer, events land.
      setup.clock.advance(400);
      await flush();
    }

    // Both kinds of failure happened, and the sockets were cut (and came back) along the way.
    const lostRequests = errorsLogged(setup, 'injected network failure');
    const lostAnswers = errorsLogged(setup, 'injected lost answer');
    expect(lostRequests).toBeGreaterThan(20);
    expect(lostAnswers).toBeGreaterThan(20);
    expect(attempts).toBe(MESSAGES + lostRequests + lostAnswers);
    expect(drops).toBeGreaterThanOrEqual(MESSAGES / 20);

    faults.reset();
    setup.clock.advance(faults.settings.reconnectDelayMs + 10_000);
    await flush();
    expect(setup.ports.memberEvents.isConnected()).toBe(true);

    // The backend holds each text once, and charged each once.
    const held = new Map<number, Message[]>();
    for (const conversation of conversations) {
      held.set(conversation.id, await allMessages(setup, conversation.id));
      expect(ownTexts(held.get(conversation.id)!)).toEqual([...expected.get(conversation.id)!].sort());
    }
    expect(await setup.ports.member.getCredits()).toBe(credits - MESSAGES * PRICES.privateMessageCredits);

    // The lanes show each text once, none left not sent or sending, with the backend's ids.
    const laneCheck = () => {
      for (const conversation of conversations) {
        const lane = stores.messages.of(conversation.id);
        expect(ownTexts(lane)).toEqual([...expected.get(conversation.id)!].sort());
        const stored = new Set(held.get(conversation.id)!.map((message) => message.id));
        for (const message of lane.filter((m) => m.owner === 'self' && m.content.startsWith(PREFIX))) {
          expect(stored.has(message.id)).toBe(true);
          expect(message.status).not.toBe('not-sent');
          expect(stores.messages.isSending(message.id)).toBe(false);
        }
      }
      expect(stores.messages.of(NEW_CONVERSATION)).toEqual([]);
      for (const lane of stores.messages.byConversation.values()) {
        expect(lane.filter((message) => message.status === 'not-sent')).toEqual([]);
      }
    };
    laneCheck();
    // Opening the lanes again (their pages merged into the store) changes nothing.
    for (const conversation of conversations) {
      stores.messages.mergePage(conversation.id, { messages: held.get(conversation.id)!, nextPage: null });
    }
    laneCheck();
    // The performers' answers came in over the member socket while it was up.
    const answers = conversations.flatMap((c) => stores.messages.of(c.id).filter((m) => m.owner === 'other'));
    expect(answers.length).toBeGreaterThan(0);
    prepared.bridge.dispose();
  });

  it('stores and charges a message twice when a lost answer is retried without its client id', async () => {
    const prepared = await prepare(5000);
    const { setup, send } = prepared;
    const [conversation] = await setup.ports.inbox.list('all');
    if (!conversation) throw new Error('demo has no conversations');
    const countOf = async (text: string) =>
      (await allMessages(setup, conversation.id)).filter((m) => m.owner === 'self' && m.content === text)
        .length;

    // Without a client id: the lost answer's message was stored, and the retry stores it again.
    setup.backend.faults.set({ lostAnswerRate: 1 });
    const lost = await send.execute(input(prepared, conversation, 'twice'));
    expect(lost).toMatchObject({ ok: false, error: { kind: 'notSent' } });
    setup.backend.faults.set({ lostAnswerRate: 0 });
    expect(await send.execute(input(prepared, conversation, 'twice'))).toMatchObject({ ok: true });
    expect(await countOf('twice')).toBe(2);
    expect(await setup.ports.member.getCredits()).toBe(5000 - 2 * 60);

    // With the same client id: the retry gets the stored message back, stored and charged once.
    setup.backend.faults.set({ lostAnswerRate: 1 });
    const localId = 'local-1764140000000-3';
    const lostOnce = await send.execute(input(prepared, conversation, 'once', localId));
    expect(lostOnce).toMatchObject({ ok: false, error: { kind: 'notSent', message: { id: localId } } });
    setup.backend.faults.set({ lostAnswerRate: 0 });
    const retried = await send.execute(input(prepared, conversation, 'once', localId));
    expect(retried).toMatchObject({ ok: true, value: { message: { content: 'once', status: 'sent' } } });
    expect(await countOf('once')).toBe(1);
    expect(await setup.ports.member.getCredits()).toBe(5000 - 3 * 60);
    const stored = (await allMessages(setup, conversation.id)).find((m) => m.content === 'once');
    expect(retried.ok && retried.value.message.id).toBe(stored?.id);
    prepared.bridge.dispose();
  });
});
