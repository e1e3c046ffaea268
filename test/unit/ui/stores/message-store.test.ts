import { MessageStore, NEW_CONVERSATION } from '../../../../src/ui/stores/message-store';
import { message } from './fixtures';

function lane(store: MessageStore, conversationId: number): string[] {
  return store.of(conversationId).map((m) => `${m.id}:${m.status}`);
}

describe('MessageStore', () => {
  it('merges pages de-duplicated by id, oldest first, the fresher copy winning', () => {
    const store = new MessageStore();
    store.mergePage(1, { messages: [message('b', 2), message('c', 3, { read: false })], nextPage: 1 });
    store.mergePage(1, { messages: [message('a', 1), message('c', 3, { read: true })], nextPage: null });
    expect(store.of(1).map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(store.get('c')?.read).toBe(true);
  });

  it('groups messages by the conversation they were loaded for', () => {
    const store = new MessageStore();
    store.mergePage(1, { messages: [message('a', 1)], nextPage: null });
    store.mergePage(2, { messages: [message('b', 2, { conversationId: 99 })], nextPage: null });
    expect(lane(store, 1)).toEqual(['a:delivered']);
    expect(store.of(2).map((m) => [m.id, m.conversationId])).toEqual([['b', 2]]);
    expect(store.of(3)).toEqual([]);
  });

  it('remembers the next older page, which a reload of a newer page does not move back', () => {
    const store = new MessageStore();
    expect(store.nextPageOf(1)).toBeUndefined();
    store.mergePage(1, { messages: [message('c', 3)], nextPage: 1 });
    store.mergePage(1, { messages: [message('b', 2)], nextPage: 2 });
    store.mergePage(1, { messages: [message('c', 3)], nextPage: 1 });
    expect(store.nextPageOf(1)).toBe(2);
    store.mergePage(1, { messages: [message('a', 1)], nextPage: null });
    store.mergePage(1, { messages: [message('c', 3)], nextPage: 1 });
    expect(store.nextPageOf(1)).toBeNull();
  });

  it('adds a received message to its conversation', () => {
    const store = new MessageStore();
    store.add(4, message('x', 5, { conversationId: null }));
    expect(lane(store, 4)).toEqual(['x:delivered']);
  });

  it('takes a sent message from not-sent to sent to delivered and read', () => {
    const store = new MessageStore();
    const draft = message('local-1', 5, { owner: 'self', read: true, status: 'sent' });
    store.addSending(draft);
    expect(lane(store, 1)).toEqual(['local-1:not-sent']);
    expect(store.isSending('local-1')).toBe(true);
    store.confirmSent('local-1', message('41', 5, { owner: 'self', read: false, status: 'sent' }));
    expect(lane(store, 1)).toEqual(['41:sent']);
    expect(store.isSending('local-1')).toBe(false);
    store.markReadByPartner(1);
    expect(lane(store, 1)).toEqual(['41:delivered']);
    expect(store.get('41')?.read).toBe(true);
  });

  it('keeps a failed message not-sent for a retry, and a retry can succeed', () => {
    const store = new MessageStore();
    store.addSending(message('local-1', 5, { owner: 'self' }));
    store.markNotSent('local-1');
    expect(lane(store, 1)).toEqual(['local-1:not-sent']);
    expect(store.isSending('local-1')).toBe(false);
    store.markReadByPartner(1);
    expect(lane(store, 1)).toEqual(['local-1:not-sent']);
    store.addSending(store.get('local-1')!);
    expect(store.isSending('local-1')).toBe(true);
    store.confirmSent('local-1', message('42', 6, { owner: 'self', status: 'sent' }));
    expect(lane(store, 1)).toEqual(['42:sent']);
  });

  it('takes the use-case’s not-sent copy in place of the draft', () => {
    const store = new MessageStore();
    store.addSending(message('draft', 5, { owner: 'self' }));
    store.markNotSent('draft', message('local-77', 5, { owner: 'self', status: 'not-sent' }));
    expect(lane(store, 1)).toEqual(['local-77:not-sent']);
  });

  it('keeps the first message of a new conversation in the new lane until it is stored', () => {
    const store = new MessageStore();
    store.addSending(message('local-1', 5, { owner: 'self', conversationId: null }));
    expect(lane(store, NEW_CONVERSATION)).toEqual(['local-1:not-sent']);
    store.confirmSent('local-1', message('50', 5, { owner: 'self', status: 'sent', conversationId: 7001 }));
    expect(lane(store, NEW_CONVERSATION)).toEqual([]);
    expect(lane(store, 7001)).toEqual(['50:sent']);
  });

  it('marks the performer’s messages read when the member reads them, leaving other conversations', () => {
    const store = new MessageStore();
    store.mergePage(1, {
      messages: [message('a', 1), message('b', 2, { owner: 'self', status: 'sent' })],
      nextPage: null,
    });
    store.mergePage(2, { messages: [message('c', 3)], nextPage: null });
    store.markIncomingRead(1);
    expect(store.of(1).map((m) => m.read)).toEqual([true, false]);
    expect(store.get('c')?.read).toBe(false);
    expect(store.get('b')?.status).toBe('sent');
  });

  it('forgets a conversation, or everything', () => {
    const store = new MessageStore();
    store.mergePage(1, { messages: [message('a', 1)], nextPage: null });
    store.mergePage(2, { messages: [message('b', 1)], nextPage: 1 });
    store.removeConversation(1);
    expect(store.of(1)).toEqual([]);
    expect(store.nextPageOf(1)).toBeUndefined();
    expect(store.of(2)).toHaveLength(1);
    store.clear();
    expect(store.of(2)).toEqual([]);
    expect(store.nextPageOf(2)).toBeUndefined();
  });
});
