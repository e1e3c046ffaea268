import type { Conversation } from './conversation.model';

/** The conversation list's sorts (SPEC §3 conversation filters): newest activity, or hers first. */
export type ConversationSort = 'lastInteraction' | 'favoritedYou';
export const CONVERSATION_SORTS: readonly ConversationSort[] = ['lastInteraction', 'favoritedYou'];

/** Who started a conversation (SPEC §3 'owners member and performer'); 'anyone' shows both. */
export type ConversationStarter = 'anyone' | 'member' | 'performer';
export const CONVERSATION_STARTERS: readonly ConversationStarter[] = ['anyone', 'member', 'performer'];

export interface ConversationOrder {
  sort: ConversationSort;
  startedBy: ConversationStarter;
}

export const DEFAULT_ORDER: ConversationOrder = { sort: 'lastInteraction', startedBy: 'anyone' };

function startedBy(conversation: Conversation, memberId: number): ConversationStarter {
  return conversation.owner.id === memberId ? 'member' : 'performer';
}

function byLastInteraction(a: Conversation, b: Conversation): number {
  return Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || b.id - a.id;
}

/**
 * The conversations a list shows under an order: only those the chosen side started, newest
 * activity first; under 'favoritedYou' the ones whose performer favourited the member come first,
 * each part newest first. The owner is the side that started it (SPEC §3 derives self and other
 * from the member id and the owner and participant ids).
 */
export function orderConversations(
  conversations: readonly Conversation[],
  order: ConversationOrder,
  memberId: number,
): Conversation[] {
  const shown =
    order.startedBy === 'anyone'
      ? [...conversations]
      : conversations.filter((conversation) => startedBy(conversation, memberId) === order.startedBy);
  const hersFirst = (a: Conversation, b: Conversation) =>
    Number(b.favoritedYou === true) - Number(a.favoritedYou === true);
  return shown.sort(
    (a, b) => (order.sort === 'favoritedYou' ? hersFirst(a, b) : 0) || byLastInteraction(a, b),
  );
}
