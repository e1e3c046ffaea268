import type { MessagingFeature } from '../../../../composition/features/messaging';
import type { MessagingStores } from '../../../stores/messaging-stores';
import type { UnreadStore } from '../../../stores/unread-store';

/** Where a read conversation is marked: the stores at once, the backend through the use-case. */
export interface ReadDeps {
  stores: MessagingStores;
  unread: UnreadStore;
  feature(): Promise<Pick<MessagingFeature, 'markConversationRead'>>;
}

/**
 * The member read a conversation (SPEC §4 message receipt): read at once in the stores, then on
 * the server, and the header's count follows the backend's answer.
 */
export async function readConversation(deps: ReadDeps, conversationId: number): Promise<void> {
  deps.stores.conversations.markRead(conversationId);
  deps.stores.messages.markIncomingRead(conversationId);
  const marked = deps
    .feature()
    .then(({ markConversationRead }) => markConversationRead.execute({ conversationId }));
  await deps.unread.follow(marked.then((result) => result.unread));
}
