import { once } from '../once';
import type { FeatureDeps } from './feature-deps';
import type { ListConversations, OpenConversation, SendPrivateMessage } from './messaging.use-cases';

/** The messenger (SPEC §2, §4): the conversation list, one conversation, sending a message. */
export interface MessagingFeature {
  listConversations: ListConversations;
  openConversation: OpenConversation;
  sendPrivateMessage: SendPrivateMessage;
}

const useCases = once(() => import('./messaging.use-cases'));

/** The messenger's use-cases, in one chunk with the backend they talk to. */
export async function loadMessagingFeature(deps: FeatureDeps): Promise<MessagingFeature> {
  const [m, backend] = await Promise.all([useCases(), deps.backend()]);
  const { clock, logger } = deps;
  return {
    listConversations: new m.ListConversations(backend.inbox, logger),
    openConversation: new m.OpenConversation(backend.inbox, logger),
    sendPrivateMessage: new m.SendPrivateMessage(backend.inbox, backend.member, deps.balance, clock, logger),
  };
}
