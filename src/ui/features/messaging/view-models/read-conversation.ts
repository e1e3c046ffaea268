import type { MessagingFeature } from '../../../../composition/features/messaging';
import type { UnreadStore } from '../../../stores/unread-store';

/**
 * The member read a conversation (SPEC §4 message receipt): read at once in the stores, then on
 * the server, and the header's count follows the backend's answer.
 */
export async function readConversation(
  feature: Pick<MessagingFeature, 'conversations' | 'messages' | 'markConversationRead'>,
  unread: UnreadStore,
  conversationId: number,
): Promise<void> {
  feature.conversations.markRead(conversationId);
  feature.messages.markIncomingRead(conversationId);
  const marked = feature.markConversationRead.execute({ conversationId });
  await unread.follow(marked.then((result) => result.unread));
}
