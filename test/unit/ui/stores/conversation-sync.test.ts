import { MemoryLogger } from '../../../../src/adapters/fake/memory-logger';
import type { Conversation } from '../../../../src/core/messaging/conversation.model';
import { ConversationStore } from '../../../../src/ui/stores/conversation-store';
import { ConversationSync } from '../../../../src/ui/stores/conversation-sync';
import { flush } from './bridge-setup';
import { conversation, message } from './fixtures';

/** A conversation list the test answers by hand, so messages can arrive while it loads. */
function manualList() {
  const pending: ((list: Conversation[] | null) => void)[] = [];
  return {
    load: () => new Promise<Conversation[] | null>((resolve) => pending.push(resolve)),
    get asked(): number {
      return pending.length;
    },
    async answer(index: number, list: Conversation[] | null): Promise<void> {
      pending[index]!(list);
      await flush();
    },
  };
}

function setup() {
  const store = new ConversationStore();
  const list = manualList();
  const logger = new MemoryLogger();
  return { store, list, logger, sync: new ConversationSync(store, list.load, logger) };
}

describe('ConversationSync', () => {
  it('applies a message for a known conversation at once, without asking for the list', () => {
    const { store, list, sync } = setup();
    store.replaceAll([conversation(1, 10), conversation(2, 20)]);
    sync.receive(1, message('m', 30, { conversationId: 1 }));
    expect(store.orderedData[0]).toMatchObject({ id: 1, unread: 1 });
    expect(list.asked).toBe(0);
  });

  it('asks for the list once for an unknown conversation, and applies the message to the answer', async () => {
    const { store, list, sync } = setup();
    sync.receive(5, message('a', 30, { conversationId: 5 }));
    sync.receive(5, message('b', 31, { conversationId: 5 }));
    expect(list.asked).toBe(1);
    await list.answer(0, [conversation(4, 40), conversation(5, 20)]);
    expect(store.orderedData.map((c) => c.id)).toEqual([5, 4]);
    expect(store.get(5)).toMatchObject({ unread: 2, message: { id: 'b' } });
    expect(list.asked).toBe(1);
  });

  it('replays messages that arrived while the list loaded onto the older answer', async () => {
    const { store, list, sync } = setup();
    store.replaceAll([conversation(1, 10), conversation(2, 20)]);
    sync.reload();
    sync.receive(1, message('m', 30, { conversationId: 1 }));
    await list.answer(0, [conversation(1, 10), conversation(2, 20)]);
    expect(store.orderedData[0]).toMatchObject({ id: 1, unread: 1, message: { id: 'm' } });
  });

  it('asks again when the member changed the list while it loaded, so an archive is not undone', async () => {
    const { store, list, sync } = setup();
    store.replaceAll([conversation(1, 10), conversation(2, 20)]);
    sync.reload();
    store.remove(2); // archived while the list was asked for
    await list.answer(0, [conversation(1, 10), conversation(2, 20)]);
    expect(store.has(2)).toBe(false);
    expect(list.asked).toBe(2);
    await list.answer(1, [conversation(1, 10)]);
    expect(store.orderedData.map((c) => c.id)).toEqual([1]);
  });

  it('replays a message that arrived during a stale answer onto the next one', async () => {
    const { store, list, sync } = setup();
    store.replaceAll([conversation(1, 10), conversation(2, 20, { unread: 2 })]);
    sync.reload();
    sync.receive(1, message('m', 30, { conversationId: 1 }));
    store.markRead(2);
    await list.answer(0, [conversation(1, 10), conversation(2, 20, { unread: 2 })]);
    await list.answer(1, [conversation(1, 10), conversation(2, 20, { unread: 0 })]);
    expect(store.get(1)).toMatchObject({ unread: 1, message: { id: 'm' } });
    expect(list.asked).toBe(2);
  });

  it('takes the answer when what the member did meanwhile changed nothing (a read conversation read)', async () => {
    const { store, list, sync } = setup();
    store.replaceAll([conversation(1, 10), conversation(2, 20)]);
    sync.reload();
    store.markRead(2);
    await list.answer(0, [conversation(1, 10)]);
    expect(list.asked).toBe(1);
    expect(store.has(2)).toBe(false);
  });

  it('keeps the list as it is after a member who keeps changing it outlasts the retries', async () => {
    const { store, list, sync } = setup();
    store.replaceAll([conversation(1, 10), conversation(2, 20), conversation(3, 30), conversation(4, 40)]);
    sync.reload();
    // While each answer is on its way the member archives another conversation.
    for (let answer = 0; answer < 3; answer += 1) {
      store.remove(2 + answer);
      await list.answer(answer, [conversation(1, 10), conversation(2, 20)]);
    }
    expect(list.asked).toBe(3);
    expect(store.has(2)).toBe(false);
    sync.reload();
    expect(list.asked).toBe(4);
    await list.answer(3, [conversation(1, 10), conversation(2, 20)]);
    expect(store.has(2)).toBe(true);
  });

  it('does not count twice a message the answer already holds', async () => {
    const { store, list, sync } = setup();
    store.replaceAll([conversation(1, 10)]);
    sync.reload();
    sync.receive(1, message('m', 30, { conversationId: 1 }));
    await list.answer(0, [conversation(1, 30, { unread: 1, message: message('m', 30) })]);
    expect(store.get(1)?.unread).toBe(1);
  });

  it('asks again for a conversation that appeared while the list loaded, but only once', async () => {
    const { store, list, sync } = setup();
    sync.reload();
    sync.receive(9, message('new', 30, { conversationId: 9 }));
    await list.answer(0, [conversation(1, 10)]);
    expect(list.asked).toBe(2);
    await list.answer(1, [conversation(1, 10)]);
    expect(list.asked).toBe(2);
    expect(store.has(9)).toBe(false);
  });

  it('keeps the known list when loading fails, and logs a load that throws', async () => {
    const store = new ConversationStore();
    store.replaceAll([conversation(1, 10)]);
    const logger = new MemoryLogger();
    const failing = new ConversationSync(store, () => Promise.reject(new Error('down')), logger);
    failing.reload();
    await flush();
    expect(store.orderedData.map((c) => c.id)).toEqual([1]);
    expect(logger.entries.map((entry) => entry.message)).toEqual(['Reloading the conversations failed']);
    const { store: other, list, sync } = setup();
    other.replaceAll([conversation(1, 10)]);
    sync.reload();
    await list.answer(0, null);
    expect(other.orderedData.map((c) => c.id)).toEqual([1]);
  });

  it('changes nothing after stop', async () => {
    const { store, list, sync } = setup();
    sync.reload();
    sync.stop();
    await list.answer(0, [conversation(1, 10)]);
    expect(store.has(1)).toBe(false);
    sync.reload();
    expect(list.asked).toBe(1);
  });
});
