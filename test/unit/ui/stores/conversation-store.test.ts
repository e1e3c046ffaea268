import { ConversationStore } from '../../../../src/ui/stores/conversation-store';
import { conversation, message } from './fixtures';

function ids(store: ConversationStore): number[] {
  return store.orderedData.map((c) => c.id);
}

describe('ConversationStore', () => {
  it('lists loaded conversations newest activity first and totals their unread counts', () => {
    const store = new ConversationStore();
    store.upsertMany([
      conversation(1, 10, { unread: 2 }),
      conversation(2, 30),
      conversation(3, 20, { unread: 5 }),
    ]);
    expect(ids(store)).toEqual([2, 3, 1]);
    expect(store.totalUnread).toBe(7);
  });

  it('moves a conversation that receives a message to the top, counting an unread one', () => {
    const store = new ConversationStore();
    store.upsertMany([conversation(1, 10), conversation(2, 30), conversation(3, 20)]);
    const arrived = message('m1', 31, { conversationId: 1 });
    expect(store.receive(1, arrived)).toBe(true);
    expect(ids(store)).toEqual([1, 2, 3]);
    expect(store.get(1)).toMatchObject({ message: arrived, unread: 1, updatedAt: arrived.createdAt });
    expect(store.totalUnread).toBe(1);
  });

  it('moves it to the top even when its time says otherwise, until the next list load', () => {
    const store = new ConversationStore();
    store.upsertMany([conversation(1, 10), conversation(2, 30)]);
    store.receive(1, message('m1', 5, { owner: 'self', read: true }));
    expect(ids(store)).toEqual([1, 2]);
    expect(store.get(1)?.unread).toBe(0);
    expect(store.get(1)?.updatedAt).toBe(conversation(1, 10).updatedAt);
    store.upsertMany([conversation(1, 10)]);
    expect(ids(store)).toEqual([2, 1]);
  });

  it('counts a message once, and not at all when it is older than the last one', () => {
    const store = new ConversationStore();
    store.upsertMany([conversation(1, 10, { message: message('last', 10), unread: 1 })]);
    store.receive(1, message('m2', 12));
    store.receive(1, message('m2', 12));
    store.receive(1, message('older', 8));
    expect(store.get(1)).toMatchObject({ unread: 2, message: { id: 'm2' } });
  });

  it('says when the conversation is unknown, storing nothing', () => {
    const store = new ConversationStore();
    expect(store.receive(9, message('m1', 1))).toBe(false);
    expect(store.has(9)).toBe(false);
  });

  it('marks a conversation read: no unread count, its last message read', () => {
    const store = new ConversationStore();
    store.upsertMany([
      conversation(1, 10, { unread: 3, message: message('m', 10) }),
      conversation(2, 5, { unread: 1 }),
    ]);
    expect(store.markRead(1)).toBe(true);
    expect(store.get(1)).toMatchObject({ unread: 0, message: { read: true } });
    expect(store.totalUnread).toBe(1);
    expect(store.markRead(42)).toBe(false);
  });

  it('shows that the performer read the member’s last message, not a not-sent one', () => {
    const store = new ConversationStore();
    store.upsertMany([
      conversation(1, 10, { message: message('mine', 10, { owner: 'self', status: 'sent', read: false }) }),
      conversation(2, 10, { message: message('failed', 10, { owner: 'self', status: 'not-sent' }) }),
    ]);
    expect(store.markReadByPartner(1)).toBe(true);
    expect(store.get(1)?.message).toMatchObject({ status: 'delivered', read: true });
    expect(store.markReadByPartner(2)).toBe(false);
    expect(store.get(2)?.message?.status).toBe('not-sent');
  });

  it('replaces the whole list on a complete load, and removes and clears', () => {
    const store = new ConversationStore();
    store.upsertMany([conversation(1, 10), conversation(2, 20)]);
    store.receive(1, message('m', 21));
    store.replaceAll([conversation(2, 20, { unread: 4 }), conversation(3, 25)]);
    expect(ids(store)).toEqual([3, 2]);
    expect(store.totalUnread).toBe(4);
    expect(store.remove(3)).toBe(true);
    expect(ids(store)).toEqual([2]);
    store.clear();
    expect(ids(store)).toEqual([]);
  });
});
