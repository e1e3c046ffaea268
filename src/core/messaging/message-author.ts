import type { MessageOwner } from './conversation.model';

/**
 * What a message says of who wrote it, as far as the backend tells (SPEC §3): the user ids of its
 * owner (the writer) and of its participant (the one it is for), or an owner already read as
 * 'self' or 'other'.
 */
export interface MessageAuthorship {
  ownerId?: number | null;
  participantId?: number | null;
  owner?: MessageOwner | null;
}

/**
 * 'self' when the member of the login token wrote the message, 'other' otherwise (SPEC §3: self
 * and other derive from comparing the member id in the token with the owner and participant
 * ids). The ids decide; an owner the backend read itself counts only when they cannot, as without
 * a member id. Null when nothing tells.
 */
export function messageOwnerFor(message: MessageAuthorship, memberId: number | null): MessageOwner | null {
  if (memberId !== null && typeof message.ownerId === 'number') {
    return message.ownerId === memberId ? 'self' : 'other';
  }
  if (memberId !== null && typeof message.participantId === 'number') {
    return message.participantId === memberId ? 'other' : 'self';
  }
  return message.owner ?? null;
}

/** The writer's user id when it is known: the owner's, or the member's own for a line of theirs. */
export function messageWriterId(message: MessageAuthorship, memberId: number | null): number | null {
  if (typeof message.ownerId === 'number') return message.ownerId;
  return memberId !== null && messageOwnerFor(message, memberId) === 'self' ? memberId : null;
}
