import type { PageContextServer } from 'vike/types';
import type { Conversation, Message } from '../../../core/messaging/conversation.model';
import type { ListConversations } from '../../../core/messaging/list-conversations.use-case';
import type { OpenConversation } from '../../../core/messaging/open-conversation.use-case';
import type { AppContainer } from '../../../composition/app-container';
import { TOKENS } from '../../../composition/tokens';
import { requestMember } from '../../renderer/request-member';

/** What the messenger pages render: the list, and the open conversation when there is one. */
export interface MessengerData {
  conversations: Conversation[] | null;
  /** The performer the page is about (a conversation or a new one), if any. */
  performer: { id: number | null; username: string } | null;
  messages: Message[] | null;
  /** The open conversation could not be loaded (as opposed to: there is none yet). */
  failed: boolean;
}

function containerOf(pageContext: PageContextServer): AppContainer {
  if (!pageContext.container) throw new Error('The server must pass a request container to renderPage()');
  return pageContext.container;
}

/** Server: the member's conversations (the guard has made sure there is a member). */
export async function messengerData(
  pageContext: PageContextServer,
  performer: MessengerData['performer'],
): Promise<MessengerData> {
  const container = containerOf(pageContext);
  // Restoring the member puts the token on the inbox client.
  await requestMember(container);
  const list = await (await container.getAsync<ListConversations>(TOKENS.ListConversations)).execute();
  const conversations = list.ok ? list.value : null;
  if (!performer) return { conversations, performer, messages: null, failed: false };
  const opened = await (
    await container.getAsync<OpenConversation>(TOKENS.OpenConversation)
  ).execute({
    username: performer.username,
  });
  if (opened.ok) {
    const { other } = opened.value.conversation;
    return {
      conversations,
      performer: { id: other.id, username: other.username },
      messages: opened.value.messages,
      failed: false,
    };
  }
  return { conversations, performer, messages: null, failed: opened.error.kind === 'unavailable' };
}
