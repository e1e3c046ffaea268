import { ConversationStore } from './conversation-store';
import { MessageStore } from './message-store';

/**
 * The messenger's entity stores: conversations and messages by id, one of each per tab or request,
 * held by its AppStores (`messagingFrom`, `loadMessaging`).
 */
export interface MessagingStores {
  conversations: ConversationStore;
  messages: MessageStore;
}

export function createMessagingStores(): MessagingStores {
  return { conversations: new ConversationStore(), messages: new MessageStore() };
}
