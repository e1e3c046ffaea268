import { once } from '../once';
import type { FeatureDeps } from './feature-deps';
import type { ConversationStore } from '../../ui/stores/conversation-store';
import type { MessageStore } from '../../ui/stores/message-store';
import type { ListConversations, OpenConversation, SendPrivateMessage } from './messaging.use-cases';

/** The messenger (SPEC §2, §4): the conversation list, one conversation, sending a message. */
export interface MessagingFeature {
  listConversations: ListConversations;
  openConversation: OpenConversation;
  sendPrivateMessage: SendPrivateMessage;
  /** The container's conversations and messages by id, fed by these use-cases and the realtime bridge. */
  conversations: ConversationStore;
  messages: MessageStore;
}

const useCases = once(() => import('./messaging.use-cases'));

/**
 * The messenger's use-cases and stores, in one chunk with the backend they talk to: the stores
 * load with the messenger, not with every page.
 */
export async function loadMessagingFeature(deps: FeatureDeps): Promise<MessagingFeature> {
  const [m, backend, stores] = await Promise.all([useCases(), deps.backend(), deps.messagingStores()]);
  const { clock, logger } = deps;
  return {
    listConversations: new m.ListConversations(backend.inbox, logger),
    openConversation: new m.OpenConversation(backend.inbox, logger),
    sendPrivateMessage: new m.SendPrivateMessage(backend.inbox, backend.member, deps.balance, clock, logger),
    conversations: stores.conversations,
    messages: stores.messages,
  };
}
