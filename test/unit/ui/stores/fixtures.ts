import type { Conversation, Message } from '../../../../src/core/messaging/conversation.model';

/** A delivered text message from the performer at the given minute past noon, 22 November 2026. */
export function message(id: string, minute: number, overrides: Partial<Message> = {}): Message {
  return {
    type: 'text',
    id,
    createdAt: new Date(Date.UTC(2026, 10, 22, 12, minute)).toISOString(),
    read: false,
    attachment: null,
    content: `text ${id}`,
    owner: 'other',
    senderId: 1001,
    status: 'delivered',
    conversationId: 1,
    ...overrides,
  };
}

/** A conversation with a performer, last active at the given minute past noon, 22 November 2026. */
export function conversation(
  id: number,
  minute: number,
  overrides: Partial<Conversation> = {},
): Conversation {
  const at = new Date(Date.UTC(2026, 10, 22, 12, minute)).toISOString();
  return {
    id,
    createdAt: at,
    updatedAt: at,
    owner: { userid: 1, id: 1, avatar: '' },
    participant: { userid: 1000 + id, id: 1000 + id, avatar: '' },
    other: {
      id: 1000 + id,
      username: `performer${id}`,
      avatar: '',
      messagingId: 1000 + id,
      location: '',
      age: 30,
    },
    isBubble: false,
    unread: 0,
    archived: false,
    deleted: false,
    favorite: false,
    message: null,
    ...overrides,
  };
}
