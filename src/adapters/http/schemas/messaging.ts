import * as v from 'valibot';
import type {
  Conversation,
  ConversationOther,
  ConversationParty,
  Message,
  Suggestion,
} from '../../../core/messaging/conversation.model';

/** A message of `GET /inbox/{id}` (and a conversation's last message). */
export const messageSchema = v.looseObject({
  type: v.picklist(['text', 'media', 'divider', 'info']),
  id: v.string(),
  createdAt: v.string(),
  read: v.boolean(),
  attachment: v.nullable(v.string()),
  content: v.string(),
  owner: v.picklist(['self', 'other']),
  senderId: v.number(),
  groupDate: v.optional(v.string()),
  groupLabel: v.optional(v.string()),
  status: v.picklist(['not-sent', 'sent', 'delivered']),
  conversationId: v.nullable(v.number()),
}) satisfies v.GenericSchema<unknown, Message>;

const partySchema = v.looseObject({
  userid: v.number(),
  id: v.number(),
  avatar: v.string(),
}) satisfies v.GenericSchema<unknown, ConversationParty>;

const otherSchema = v.looseObject({
  id: v.number(),
  username: v.string(),
  avatar: v.string(),
  messagingId: v.number(),
  location: v.string(),
  age: v.number(),
}) satisfies v.GenericSchema<unknown, ConversationOther>;

/** A conversation of `GET /inbox/list`. */
export const conversationSchema = v.looseObject({
  id: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
  owner: partySchema,
  participant: partySchema,
  other: otherSchema,
  isBubble: v.boolean(),
  unread: v.number(),
  archived: v.boolean(),
  deleted: v.boolean(),
  favorite: v.boolean(),
  message: v.nullable(messageSchema),
}) satisfies v.GenericSchema<unknown, Conversation>;

/** A suggestion of `GET /inbox/suggestion-list/{type}`. */
export const suggestionSchema = v.looseObject({
  id: v.number(),
  username: v.string(),
  avatar: v.string(),
  type: v.string(),
}) satisfies v.GenericSchema<unknown, Suggestion>;
