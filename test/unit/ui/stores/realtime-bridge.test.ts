import { REPLY_DELAY_MS } from '../../../../src/adapters/fake/world/inbox-replies';
import type { Message } from '../../../../src/core/messaging/conversation.model';
import { PRIVATE_MESSAGE_DELAY_MS } from '../../../../src/ui/stores/realtime-bridge';
import { bridgeSetup, flush, send, type BridgeSetup } from './bridge-setup';
import { conversation, message } from './fixtures';

async function loadConversations(setup: BridgeSetup): Promise<void> {
  const list = await setup.resync.conversations();
  setup.stores.conversations.replaceAll(list ?? []);
  setup.calls.conversations = 0;
}

/** The performer's answer to a message the member sent: messageRead, then privateMessage (+100 ms). */
async function awaitReply(setup: BridgeSetup): Promise<void> {
  setup.clock.advance(REPLY_DELAY_MS.max + PRIVATE_MESSAGE_DELAY_MS);
  await flush();
}

describe('RealtimeBridge: member socket', () => {
  it('puts the balance the socket states into the wallet store', async () => {
    const setup = await bridgeSetup();
    expect(setup.stores.wallet.current()).toBe(5000);
    await send(setup, 0, 1001);
    expect(setup.stores.wallet.formatted).toBe('4.940');
  });

  it('follows favourites added and removed', async () => {
    const setup = await bridgeSetup();
    await setup.ports.member.addFavourite(1009);
    expect(setup.stores.favourites.has(1009)).toBe(true);
    await setup.ports.member.removeFavourite(1009);
    expect(setup.stores.favourites.has(1009)).toBe(false);
  });

  it('records a bought bundle and asks the backend for the balance', async () => {
    const setup = await bridgeSetup();
    // A backend that credits the bundle without an updatedCredits event: only asking shows it.
    setup.backend.world.members.require(setup.memberId).credits += 2000;
    setup.backend.world.events.emit(setup.memberId, 'bundleBought', { credits: 2000, bundleId: 3 });
    await flush();
    expect(setup.stores.wallet.lastPurchase).toEqual({ credits: 2000, bundleId: 3 });
    expect(setup.calls.credits).toBe(1);
    expect(setup.stores.wallet.current()).toBe(7000);
  });

  it('never lets an older answer about the balance overwrite a newer statement', async () => {
    let answer: (credits: number | null) => void = () => {};
    const setup = await bridgeSetup({
      credits: () => new Promise<number | null>((resolve) => (answer = resolve)),
    });
    setup.backend.world.events.emit(setup.memberId, 'bundleBought', { credits: 2000, bundleId: 3 });
    setup.backend.world.events.emit(setup.memberId, 'updatedCredits', { credits: 7000 });
    answer(5000);
    await flush();
    expect(setup.stores.wallet.current()).toBe(7000);
  });

  it('handles a private message 100 ms after it arrives', async () => {
    const setup = await bridgeSetup();
    await loadConversations(setup);
    const [, second] = setup.stores.conversations.orderedData;
    const arrived = message('socket-1', 59, { conversationId: second!.id });
    setup.backend.world.events.emit(setup.memberId, 'privateMessage', {
      conversationId: second!.id,
      message: arrived,
    });
    setup.clock.advance(PRIVATE_MESSAGE_DELAY_MS - 1);
    expect(setup.stores.messages.get('socket-1')).toBeUndefined();
    setup.clock.advance(1);
    expect(setup.stores.messages.of(second!.id).map((m) => m.id)).toEqual(['socket-1']);
    expect(setup.stores.conversations.orderedData[0]?.id).toBe(second!.id);
  });

  it('moves a known conversation to the top when its performer answers, counting the answer unread', async () => {
    const setup = await bridgeSetup();
    await loadConversations(setup);
    const last = setup.stores.conversations.orderedData.at(-1)!;
    const unreadBefore = setup.stores.conversations.totalUnread;
    await send(setup, last.id, last.other.id);
    await awaitReply(setup);
    const top = setup.stores.conversations.orderedData[0]!;
    expect(top.id).toBe(last.id);
    expect(top.message?.owner).toBe('other');
    expect(setup.stores.conversations.totalUnread).toBe(unreadBefore + 1);
    expect(setup.stores.messages.of(last.id).at(-1)?.id).toBe(top.message?.id);
    expect(setup.calls.conversations).toBe(0);
  });

  it('reloads the list when a message comes for a conversation it does not know', async () => {
    const setup = await bridgeSetup();
    await loadConversations(setup);
    const known = new Set(setup.stores.conversations.orderedData.map((c) => c.other.id));
    const stranger = [1001, 1002, 1003, 1004, 1005].find((id) => !known.has(id))!;
    const sent = await send(setup, 0, stranger);
    expect(setup.stores.conversations.has(sent.conversationId!)).toBe(false);
    await awaitReply(setup);
    expect(setup.calls.conversations).toBe(1);
    const top = setup.stores.conversations.orderedData[0]!;
    expect(top.id).toBe(sent.conversationId);
    expect(top.message?.owner).toBe('other');
    expect(setup.stores.messages.of(top.id)).toHaveLength(1);
  });

  it('marks the member’s messages delivered and read when the performer reads them', async () => {
    const setup = await bridgeSetup();
    await loadConversations(setup);
    const target = setup.stores.conversations.orderedData[0]!;
    const draft: Message = message('local-1', 0, {
      owner: 'self',
      conversationId: target.id,
      createdAt: new Date(setup.clock.now()).toISOString(),
    });
    setup.stores.messages.addSending(draft);
    const stored = await send(setup, target.id, target.other.id);
    setup.stores.messages.confirmSent('local-1', { ...stored, status: 'sent' });
    expect(setup.stores.messages.get(stored.id)?.status).toBe('sent');
    await awaitReply(setup);
    expect(setup.stores.messages.get(stored.id)).toMatchObject({ status: 'delivered', read: true });
  });

  it('resynchronises the balance and the conversations after a reconnect', async () => {
    const setup = await bridgeSetup();
    await loadConversations(setup);
    setup.backend.faults.dropSocket();
    const sent = await send(setup, 0, 1007); // while the socket is down: updatedCredits is lost
    expect(setup.stores.wallet.current()).toBe(5000);
    expect(setup.stores.conversations.has(sent.conversationId!)).toBe(false);
    setup.clock.advance(setup.backend.faults.settings.reconnectDelayMs);
    await flush();
    expect(setup.calls).toEqual({ credits: 1, conversations: 1, unread: 1 });
    expect(setup.stores.unread.count).toBe(await setup.ports.inbox.countUnread());
    expect(setup.stores.wallet.current()).toBe(4940);
    expect(setup.stores.conversations.has(sent.conversationId!)).toBe(true);
  });

  it('asks the unread count again at the first connect, and no list on a page without one', async () => {
    const setup = await bridgeSetup();
    expect(setup.firstConnect).toEqual({ credits: 0, conversations: 0, unread: 1 });
  });

  it('reloads the list on the page at the first connect, and an open conversation catches up', async () => {
    let caughtUp = 0;
    const setup = await bridgeSetup({
      beforeConnect: (stores, bridge) => {
        stores.conversations.replaceAll([conversation(7001, 1)]);
        bridge.onReconnect(() => (caughtUp += 1));
      },
    });
    expect(setup.firstConnect).toEqual({ credits: 0, conversations: 1, unread: 1 });
    expect(caughtUp).toBe(1);
  });

  it('never asks a guest’s unread count (none was known)', async () => {
    const setup = await bridgeSetup();
    setup.stores.unread.seed(null);
    setup.bridge.refreshUnread();
    await flush();
    expect(setup.calls.unread).toBe(0);
    expect(setup.stores.unread.count).toBeNull();
  });

  it('counts unread messages again, by the backend, when a performer’s message arrives', async () => {
    const setup = await bridgeSetup();
    await loadConversations(setup);
    setup.stores.unread.seed(await setup.ports.inbox.countUnread());
    const before = setup.stores.unread.count!;
    const target = setup.stores.conversations.orderedData[0]!;
    await send(setup, target.id, target.other.id);
    await awaitReply(setup);
    expect(setup.calls.unread).toBe(1);
    expect(setup.stores.unread.count).toBe(before + 1);
  });

  it('tells its listeners of each stored private message and each reconnect, until they stop listening', async () => {
    const setup = await bridgeSetup();
    await loadConversations(setup);
    const heard: string[] = [];
    const stopMessages = setup.bridge.onPrivateMessage((id, received) => heard.push(`${id}:${received.id}`));
    const stopReconnects = setup.bridge.onReconnect(() => heard.push('reconnect'));
    const target = setup.stores.conversations.orderedData[0]!;
    setup.backend.world.events.emit(setup.memberId, 'privateMessage', {
      conversationId: target.id,
      message: message('heard', 59, { conversationId: target.id }),
    });
    setup.clock.advance(PRIVATE_MESSAGE_DELAY_MS);
    setup.backend.faults.dropSocket();
    setup.clock.advance(setup.backend.faults.settings.reconnectDelayMs);
    await flush();
    expect(heard).toEqual([`${target.id}:heard`, 'reconnect']);
    expect(setup.stores.messages.get('heard')).toBeDefined();
    stopMessages();
    stopReconnects();
    setup.backend.faults.dropSocket();
    setup.clock.advance(setup.backend.faults.settings.reconnectDelayMs);
    await flush();
    expect(heard).toHaveLength(2);
  });

  it('tells when the member socket is connected: at once when it is, else on its connect', async () => {
    const setup = await bridgeSetup();
    const heard: string[] = [];
    setup.bridge.whenConnected(() => heard.push('already'));
    setup.backend.faults.dropSocket();
    setup.bridge.whenConnected(() => heard.push('later'));
    expect(heard).toEqual(['already']);
    setup.clock.advance(setup.backend.faults.settings.reconnectDelayMs);
    await flush();
    expect(heard).toEqual(['already', 'later']);
  });

  it('keeps the last balance and list, logged, when resynchronising fails', async () => {
    const setup = await bridgeSetup();
    await loadConversations(setup);
    const count = setup.stores.conversations.orderedData.length;
    setup.stores.unread.seed(3);
    const unread = setup.stores.unread.count;
    setup.backend.faults.set({ errorRate: 1 });
    setup.backend.faults.dropSocket();
    setup.clock.advance(setup.backend.faults.settings.reconnectDelayMs);
    await flush();
    expect(setup.calls).toEqual({ credits: 1, conversations: 1, unread: 1 });
    // The count the page came with stays: a failed answer never wipes it.
    expect(setup.stores.unread.count).toBe(unread);
    expect(setup.stores.wallet.current()).toBe(5000);
    expect(setup.stores.conversations.orderedData).toHaveLength(count);
    expect(setup.logger.entries.map((entry) => entry.message)).toEqual(
      expect.arrayContaining(['Reading the balance again failed', 'Unable to load conversations']),
    );
  });

  it('stops updating the stores after dispose, dropping a message still waiting', async () => {
    const setup = await bridgeSetup();
    await loadConversations(setup);
    const target = setup.stores.conversations.orderedData[0]!;
    const timers = setup.clock.pendingTimers();
    setup.backend.world.events.emit(setup.memberId, 'privateMessage', {
      conversationId: target.id,
      message: message('late', 59, { conversationId: target.id }),
    });
    expect(setup.clock.pendingTimers()).toBe(timers + 1);
    setup.bridge.dispose();
    expect(setup.clock.pendingTimers()).toBe(timers);
    setup.clock.advance(PRIVATE_MESSAGE_DELAY_MS);
    await send(setup, target.id, target.other.id);
    await setup.ports.member.addFavourite(1009);
    setup.backend.faults.dropSocket();
    setup.clock.advance(REPLY_DELAY_MS.max);
    await flush();
    expect(setup.stores.messages.get('late')).toBeUndefined();
    expect(setup.stores.messages.of(target.id)).toEqual([]);
    expect(setup.stores.wallet.current()).toBe(5000);
    expect(setup.stores.favourites.has(1009)).toBe(false);
    expect(setup.calls).toEqual({ credits: 0, conversations: 0, unread: 0 });
  });
});
