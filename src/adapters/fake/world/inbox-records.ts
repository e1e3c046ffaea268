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
  /** Who started it: the member's id, or the performer's when she wrote first. */
  startedBy: number;
  /** She marked the member a favourite of hers. */
  favoritedYou: boolean;
}

/** A conversation with no messages yet, started by `startedBy` (the member, or her when she wrote first). */
export function newConversation(
  id: number,
  memberId: number,
  performerId: number,
  createdAt: number,
  startedBy: number,
): StoredConversation {
  return {
    id,
    memberId,
    performerId,
    createdAt,
    updatedAt: createdAt,
    messages: [],
    archived: false,
    deleted: false,
    favorite: false,
    isBubble: false,
    startedBy,
    favoritedYou: false,
  };
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

/** The member's view of a conversation; its owner is the side that started it, the other the participant. */
export function toConversation(
  conversation: StoredConversation,
  performer: Performer,
  blocked: boolean,
): Conversation {
  const last = conversation.messages[conversation.messages.length - 1];
  const { memberId } = conversation;
  const member = { userid: memberId, id: memberId, avatar: '' };
  const her = { userid: performer.id, id: performer.id, avatar: performer.snapshot };
  const sheStarted = conversation.startedBy === performer.id;
  return {
    id: conversation.id,
    createdAt: isoAt(conversation.createdAt),
    updatedAt: isoAt(conversation.updatedAt),
    owner: sheStarted ? her : member,
    participant: sheStarted ? member : her,
    other: {
      id: performer.id,
      username: performer.username,
      avatar: performer.snapshot,
      messagingId: performer.id,
      location: performer.city,
      age: performer.age,
      onlineStatus: performer.onlineStatus,
    },
    isBubble: conversation.isBubble,
    unread: unreadOf(conversation),
    archived: conversation.archived,
    deleted: conversation.deleted,
    favorite: conversation.favorite,
    favoritedYou: conversation.favoritedYou,
    blocked,
    message: last ? toMessage(last, memberId, conversation.id) : null,
  };
}
