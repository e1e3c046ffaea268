import { once } from '../once';
import type { FeatureDeps } from './feature-deps';
import { FeatureModule } from './feature-module';
import type { ConversationStore } from '../../ui/stores/conversation-store';
import type { MessageStore } from '../../ui/stores/message-store';
import type {
  CountUnread,
  DeleteConversation,
  ListConversations,
  ListSuggestions,
  LoadOlderMessages,
  MarkConversationRead,
  OpenConversation,
  ReportPerformer,
  SendPrivateMessage,
  SetConversationBubble,
  SetConversationState,
  SetPerformerBlocked,
} from './messaging.use-cases';

/** The messenger (SPEC §2, §4): the conversation list, one conversation, sending a message. */
export interface MessagingFeature {
  listConversations: ListConversations;
  openConversation: OpenConversation;
  loadOlderMessages: LoadOlderMessages;
  markConversationRead: MarkConversationRead;
  countUnread: CountUnread;
  deleteConversation: DeleteConversation;
  listSuggestions: ListSuggestions;
  sendPrivateMessage: SendPrivateMessage;
  setConversationBubble: SetConversationBubble;
  setConversationState: SetConversationState;
  setPerformerBlocked: SetPerformerBlocked;
  reportPerformer: ReportPerformer;
  /** The container's conversations and messages by id, fed by these use-cases and the realtime bridge. */
  conversations: ConversationStore;
  messages: MessageStore;
}

const useCases = once(() => import('./messaging.use-cases'));

/**
 * The messenger's use-cases and stores, in one chunk with the backend they talk to: the stores
 * load with the messenger, not with every page.
 */
async function loadMessagingFeature(deps: FeatureDeps): Promise<MessagingFeature> {
  const [m, backend, stores] = await Promise.all([useCases(), deps.backend(), deps.messagingStores()]);
  const { clock, logger } = deps;
  const { inbox } = backend;
  const countUnread = new m.CountUnread(inbox, logger);
  return {
    listConversations: new m.ListConversations(inbox, logger),
    openConversation: new m.OpenConversation(inbox, logger),
    loadOlderMessages: new m.LoadOlderMessages(inbox, logger),
    markConversationRead: new m.MarkConversationRead(inbox, countUnread, logger),
    countUnread,
    deleteConversation: new m.DeleteConversation(inbox, logger),
    listSuggestions: new m.ListSuggestions(inbox, logger),
    sendPrivateMessage: new m.SendPrivateMessage(inbox, backend.member, deps.balance, clock, logger),
    setConversationBubble: new m.SetConversationBubble(inbox, logger),
    setConversationState: new m.SetConversationState(inbox, logger),
    setPerformerBlocked: new m.SetPerformerBlocked(inbox, logger),
    reportPerformer: new m.ReportPerformer(inbox, logger),
    conversations: stores.conversations,
    messages: stores.messages,
  };
}

/** The MessagingFeature's identifier, bound to its loader (feature-modules.ts lists it). */
export const messagingModule = new FeatureModule('MessagingFeature', loadMessagingFeature);
