import type { PageContextServer } from 'vike/types';
import type { Conversation, Message } from '../../../core/messaging/conversation.model';
import type { App } from '../../../composition/app';
import { fail } from '../../../core/common/result.model';
import { requestDeadline } from '../../renderer/request-deadline';
import { requestMember } from '../../renderer/request-member';

/** What the messenger pages render: the list, and the open conversation when there is one. */
export interface MessengerData {
  conversations: Conversation[] | null;
  /** The performer the page is about (a conversation or a new one), if any. */
  performer: { id: number | null; username: string } | null;
  /** The open conversation, null when there is none yet (or it failed). */
  conversation: Conversation | null;
  /** Its newest pages, oldest first. */
  messages: Message[] | null;
  /** The next older page to load; null when all of it is here. */
  nextPage: number | null;
  /** The open conversation could not be loaded (as opposed to: there is none yet). */
  failed: boolean;
  /** When the server rendered: the lane's date labels ('today', 'yesterday') count from here. */
  renderedAt: number;
}

function appOf(pageContext: PageContextServer): App {
  if (!pageContext.app) throw new Error('The server must pass a request App to renderPage()');
  return pageContext.app;
}

/**
 * Server: the member's conversations (the guard has made sure there is a member), and the open
 * conversation beside them: both go out as soon as the member is restored, side by side; what
 * misses the render deadline renders as not loaded.
 */
export async function messengerData(
  pageContext: PageContextServer,
  performer: MessengerData['performer'],
): Promise<MessengerData> {
  const app = appOf(pageContext);
  // Restoring the member puts the token on the inbox client.
  const [, messaging] = await Promise.all([requestMember(app), app.features.messaging()]);
  const deadline = requestDeadline(app);
  const late = () => fail({ kind: 'unavailable' as const });
  const [list, opened] = await Promise.all([
    deadline.race(messaging.listConversations.execute(), late),
    performer
      ? deadline.race(messaging.openConversation.execute({ username: performer.username }), late)
      : null,
  ]);
  const base = {
    conversations: list.ok ? list.value : null,
    performer,
    conversation: null,
    messages: null,
    nextPage: null,
    failed: false,
    renderedAt: app.clock.now(),
  };
  if (!performer || !opened) return base;
  if (!opened.ok) return { ...base, failed: opened.error.kind === 'unavailable' };
  const { conversation, messages, nextPage } = opened.value;
  const { other } = conversation;
  return { ...base, performer: { id: other.id, username: other.username }, conversation, messages, nextPage };
}
