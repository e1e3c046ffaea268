import type { PageContextServer } from 'vike/types';
import type { Conversation, Message } from '../../../core/messaging/conversation.model';
import type { App } from '../../../composition/app';
import { readAuthState } from '../../../core/account/auth-state';
import { DEFAULT_LOCALE } from '../../../core/common/locale.model';
import { fail } from '../../../core/common/result.model';
import { zonedCalendar } from '../../../core/messaging/date-labels';
import { listTimes, type ListTimes } from '../../../core/messaging/last-message-time';
import {
  MESSENGER_TIME_ZONE,
  NO_READ_DATES,
  readDates,
  type ReadDates,
} from '../../../core/messaging/lane-calendar';
import { redirectFor } from '../../../core/shell/redirects';
import { originalUrl } from '../../renderer/original-url';
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
  /** The messages' dates and times as read here, so that the tab hydrates the lane without luxon. */
  readDates: ReadDates;
  /** How the list shows its last messages' times, read here for the same reason (luxon). */
  listTimes: ListTimes;
}

/** The page's data, or where a visitor whose session ended goes instead. */
export type MessengerDataResult = { ok: true; data: MessengerData } | { ok: false; redirect: string };

function appOf(pageContext: PageContextServer): App {
  if (!pageContext.app) throw new Error('The server must pass a request App to renderPage()');
  return pageContext.app;
}

/**
 * Where a visitor goes whose session the backend refused while restoring it (its 401: the
 * restore logged them out): home, as the guard sends any logged-out visitor from the messenger.
 * Not for a backend that could not answer: the session stands, and the lists say "not loaded".
 */
function homeOfEndedSession(pageContext: PageContextServer, app: App): string | null {
  if (readAuthState(app.storages.cookie).loggedIn) return null;
  const { pathname, search } = originalUrl(pageContext);
  const features = app.config.whiteLabel.features;
  return redirectFor({ url: `${pathname}${search}`, loggedIn: false, features })?.location ?? '/';
}

/**
 * Server: the member's conversations (the guard has made sure there is a member), and the open
 * conversation beside them: both go out as soon as the member is restored, side by side; what
 * misses the render deadline renders as not loaded. A session the backend ended is sent home.
 */
export async function messengerData(
  pageContext: PageContextServer,
  performer: MessengerData['performer'],
): Promise<MessengerDataResult> {
  const app = appOf(pageContext);
  // Restoring the member puts the token on the inbox client.
  const [member, messaging] = await Promise.all([requestMember(app), app.features.messaging()]);
  const home = member ? null : homeOfEndedSession(pageContext, app);
  if (home !== null) return { ok: false, redirect: home };
  const deadline = requestDeadline(app);
  const late = () => fail({ kind: 'unavailable' as const });
  const [list, opened] = await Promise.all([
    deadline.race(messaging.listConversations.execute(), late),
    performer
      ? deadline.race(messaging.openConversation.execute({ username: performer.username }), late)
      : null,
  ]);
  const renderedAt = app.clock.now();
  const locale = pageContext.locale ?? DEFAULT_LOCALE;
  const base = {
    conversations: list.ok ? list.value : null,
    performer,
    conversation: null,
    messages: null,
    nextPage: null,
    failed: false,
    renderedAt,
    readDates: NO_READ_DATES,
    listTimes: list.ok ? listTimes(list.value, { now: renderedAt, zone: MESSENGER_TIME_ZONE, locale }) : {},
  };
  if (!performer || !opened) return { ok: true, data: base };
  if (!opened.ok) return { ok: true, data: { ...base, failed: opened.error.kind === 'unavailable' } };
  const { conversation, messages, nextPage } = opened.value;
  const { other } = conversation;
  const calendar = zonedCalendar({ now: base.renderedAt, zone: MESSENGER_TIME_ZONE, locale });
  const data = {
    ...base,
    performer: { id: other.id, username: other.username },
    conversation,
    messages,
    nextPage,
    readDates: readDates(messages, calendar),
  };
  return { ok: true, data };
}
