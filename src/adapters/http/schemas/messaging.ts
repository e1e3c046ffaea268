import * as v from 'valibot';
import type {
  Conversation,
  ConversationOther,
  ConversationParty,
  Message,
  Suggestion,
} from '../../../core/messaging/conversation.model';
import {
  messageOwnerFor,
  messageWriterId,
  type MessageAuthorship,
} from '../../../core/messaging/message-author';

/** A user id: the number, or a party `{ userid, ... }` as a conversation's owner and participant are. */
const userIdSchema = v.union([
  v.number(),
  v.pipe(
    v.looseObject({ userid: v.number() }),
    v.transform((party) => party.userid),
  ),
]);

/**
 * A message as a backend sends it. Who wrote it comes as SPEC §3 has it, the user ids of its owner
 * (the writer) and participant; the sandbox also sends `senderId` and the owner read already
 * ('self', 'other'). None of these is required, but one of them must be there.
 */
const wireMessageSchema = v.looseObject({
  type: v.picklist(['text', 'media', 'divider', 'info']),
  id: v.string(),
  createdAt: v.string(),
  read: v.boolean(),
  attachment: v.nullable(v.string()),
  content: v.string(),
  owner: v.optional(v.union([v.picklist(['self', 'other']), userIdSchema])),
  participant: v.optional(userIdSchema),
  senderId: v.optional(v.number()),
  groupDate: v.optional(v.string()),
  groupLabel: v.optional(v.string()),
  status: v.picklist(['not-sent', 'sent', 'delivered']),
  conversationId: v.nullable(v.number()),
});

type WireMessage = v.InferOutput<typeof wireMessageSchema>;

function authorshipOf(wire: WireMessage): MessageAuthorship {
  const { owner, participant, senderId } = wire;
  return {
    ownerId: typeof owner === 'number' ? owner : (senderId ?? null),
    participantId: participant ?? null,
    owner: typeof owner === 'string' ? owner : null,
  };
}

/**
 * A message of `GET /inbox/{id}` (also a conversation's last message and a sent one) as the member
 * of `memberId` (the login token's) reads it: `owner` is 'self' or 'other' by the ids (SPEC §3).
 */
export function messageSchema(memberId: number | null): v.GenericSchema<unknown, Message> {
  return v.pipe(
    wireMessageSchema,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const { participant: _participant, senderId: _senderId, ...wire } = dataset.value;
      const authorship = authorshipOf(dataset.value);
      const owner = messageOwnerFor(authorship, memberId);
      if (!owner) {
        addIssue({ message: 'names neither its owner nor its participant' });
        return NEVER;
      }
      const senderId = messageWriterId(authorship, memberId);
      return { ...wire, owner, ...(senderId === null ? {} : { senderId }) } satisfies Message;
    }),
  );
}

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
  onlineStatus: v.optional(v.number()),
}) satisfies v.GenericSchema<unknown, ConversationOther>;

/** A conversation of `GET /inbox/list`, its last message read as `messageSchema` reads one. */
export function conversationSchema(memberId: number | null): v.GenericSchema<unknown, Conversation> {
  return v.looseObject({
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
    favoritedYou: v.optional(v.boolean()),
    blocked: v.optional(v.boolean()),
    message: v.nullable(messageSchema(memberId)),
  });
}

/** A suggestion of `GET /inbox/suggestion-list/{type}`. */
export const suggestionSchema = v.looseObject({
  id: v.number(),
  username: v.string(),
  avatar: v.string(),
  type: v.string(),
}) satisfies v.GenericSchema<unknown, Suggestion>;
