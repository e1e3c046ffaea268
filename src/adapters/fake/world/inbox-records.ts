import type { Conversation, Message, MessageType } from '../../../core/messaging/conversation.model';
import type { Performer } from '../../../core/performers/performer.model';
import { isoAt } from './world-time';

export interface StoredMessage {
  id: string;
  type: MessageType;
  createdAt: number;
  senderId: number;
  content: string;
  attachment: string | null;
  /** Read by the recipient. */
  read: boolean;
  status: 'sent' | 'delivered';
}

/** A conversation between one member and one performer; flags are the member's. */
export interface StoredConversation {
  id: number;
  memberId: number;
  performerId: number;
  createdAt: number;
  updatedAt: number;
  messages: StoredMessage[];
  archived: boolean;
  deleted: boolean;
  favorite: boolean;
  isBubble: boolean;
}

/** A message as the member sees it: `owner` is relative to the asking member (SPEC §3). */
export function toMessage(message: StoredMessage, viewerId: number, conversationId: number): Message {
  return {
    type: message.type,
    id: message.id,
    createdAt: isoAt(message.createdAt),
    read: message.read,
    attachment: message.attachment,
    content: message.content,
    owner: message.senderId === viewerId ? 'self' : 'other',
    senderId: message.senderId,
    status: message.status,
    conversationId,
  };
}

export function unreadOf(conversation: StoredConversation): number {
  return conversation.messages.filter((m) => m.senderId !== conversation.memberId && !m.read).length;
}

/** The member's view of a conversation; the member is the owner, the performer the participant. */
export function toConversation(conversation: StoredConversation, performer: Performer): Conversation {
  const last = conversation.messages[conversation.messages.length - 1];
  const { memberId } = conversation;
  return {
    id: conversation.id,
    createdAt: isoAt(conversation.createdAt),
    updatedAt: isoAt(conversation.updatedAt),
    owner: { userid: memberId, id: memberId, avatar: '' },
    participant: { userid: performer.id, id: performer.id, avatar: performer.snapshot },
    other: {
      id: performer.id,
      username: performer.username,
      avatar: performer.snapshot,
      messagingId: performer.id,
      location: performer.city,
      age: performer.age,
    },
    isBubble: conversation.isBubble,
    unread: unreadOf(conversation),
    archived: conversation.archived,
    deleted: conversation.deleted,
    favorite: conversation.favorite,
    message: last ? toMessage(last, memberId, conversation.id) : null,
  };
}
