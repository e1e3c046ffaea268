import type { AppStores } from './app-stores';
import { ConversationStore } from './conversation-store';
import { MessageStore } from './message-store';

/** The messenger's entity stores: conversations and messages by id, one of each per tab or request. */
export interface MessagingStores {
  conversations: ConversationStore;
  messages: MessageStore;
}

export function createMessagingStores(): MessagingStores {
  return { conversations: new ConversationStore(), messages: new MessageStore() };
}

/**
 * The messaging stores that go with a tab's (or request's) shared stores, made on first use. The
 * messenger page imports this module and renders from them at once; the container's features (its
 * use-cases, the realtime bridge) import it lazily and reach the same stores.
 */
export function messagingStoresOf(stores: AppStores): MessagingStores {
  stores.messaging ??= createMessagingStores();
  return stores.messaging;
}
