import type { ConversationFilter, ConversationState } from '../../../core/messaging/conversation.model';
import { worldError } from './errors';
import type { StoredConversation } from './inbox-records';

/**
 * Whether the conversation shows under the messenger list's filter: 'archived' shows the archived
 * ones and every other filter leaves them out; 'unanswered' and 'answered' by who wrote last,
 * 'favourites' by her flag or the member's favourites (`favourites`).
 */
export function inFilter(
  conversation: StoredConversation,
  filter: ConversationFilter,
  favourites: readonly number[],
): boolean {
  if (filter === 'archived') return conversation.archived;
  if (conversation.archived) return false;
  const lastFromMember = conversation.messages.at(-1)?.senderId === conversation.memberId;
  if (filter === 'unanswered') return !lastFromMember;
  if (filter === 'answered') return lastFromMember;
  if (filter === 'favourites') return conversation.favorite || favourites.includes(conversation.performerId);
  return true;
}

/** Marks the performer's messages in the conversation read. */
export function markReadByMember(conversation: StoredConversation): void {
  for (const message of conversation.messages) {
    if (message.senderId !== conversation.memberId) message.read = true;
  }
}

/** archived/unarchived, favorite/unfavorite, read, delete; other states fail with badRequest.validation. */
export function setConversationState(conversation: StoredConversation, state: ConversationState): void {
  const changes: Record<string, () => void> = {
    archived: () => (conversation.archived = true),
    archive: () => (conversation.archived = true),
    unarchived: () => (conversation.archived = false),
    unarchive: () => (conversation.archived = false),
    favorite: () => (conversation.favorite = true),
    unfavorite: () => (conversation.favorite = false),
    read: () => markReadByMember(conversation),
    delete: () => (conversation.deleted = true),
  };
  const change = changes[state];
  if (!change) throw worldError.validation(`state ${state}`);
  change();
}
