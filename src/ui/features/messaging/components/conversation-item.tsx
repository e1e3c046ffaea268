import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fillPlaceholders } from '../../../../core/common/markup';
import type { Conversation } from '../../../../core/messaging/conversation.model';
import { MESSENGER_TIME_ZONE } from '../../../../core/messaging/lane-calendar';
import type { ListTimes } from '../../../../core/messaging/last-message-time';
import { onlineDisplayStyle } from '../../../../core/performers/online-status';
import { unreadLabel } from '../../../../core/wallet/credits-format';
import { lazyPart, LoadedPart } from '../../../components/common/lazy-part';
import { useRoute } from '../../../renderer/use-route';
import type { ConversationListViewModel } from '../view-models/conversation-list.view-model';

// Archiving, blocking and reporting load when a member first opens a conversation's actions.
const ConversationActions = lazyPart(() => import('./conversation-actions'));

function conversationPath(username: string): string {
  return `/messenger/${encodeURIComponent(username)}`;
}

function FavouritedYou() {
  const { t } = useTranslation();
  return (
    <span className="conversation-list__hers">
      <span aria-hidden="true">♥</span> <span>{t('messenger.favoritedYou')}</span>
    </span>
  );
}

/**
 * When the last message came: the server's reading (`times`), or, for one that came in since,
 * luxon's, loaded then (off the first load) and counted from that moment.
 */
function LastTime({ times, createdAt }: { times: ListTimes; createdAt: string }) {
  const { locale } = useRoute();
  const [later, setLater] = useState<[string, string]>(['', '']);
  const label = times[createdAt] ?? (later[0] === createdAt ? later[1] : '');
  useEffect(() => {
    if (label) return;
    import('../../../../core/messaging/last-message-time')
      .then(({ lastMessageTime }) =>
        setLater([
          createdAt,
          lastMessageTime(createdAt, { now: Date.now(), zone: MESSENGER_TIME_ZONE, locale }),
        ]),
      )
      .catch(() => {});
  }, [createdAt, label, locale]);
  return label ? (
    <time className="conversation-list__time" dateTime={createdAt}>
      {label}
    </time>
  ) : null;
}

/** The conversation's link: her picture, name and status in words, when the last message came, its text. */
const ConversationLink = observer(function ConversationLink(props: {
  conversation: Conversation;
  times: ListTimes;
  memberName: string | undefined;
  open: boolean;
}) {
  const { t } = useTranslation();
  const route = useRoute();
  const { conversation } = props;
  const name = conversation.other.username;
  const unread = unreadLabel(conversation.unread);
  const status = conversation.other.onlineStatus;
  return (
    <a href={route.to(conversationPath(name))} aria-current={props.open ? 'page' : undefined}>
      <img
        className="conversation-list__picture"
        src={conversation.other.avatar}
        alt=""
        width={40}
        height={40}
      />
      <span className="conversation-list__name">{name}</span>
      {status !== undefined && (
        <span
          className={`conversation-list__status conversation-list__status--${onlineDisplayStyle(status)}`}
        >
          {t(`messenger.online.${onlineDisplayStyle(status)}`)}
        </span>
      )}
      {conversation.blocked && <span className="conversation-list__blocked">{t('messenger.blocked')}</span>}
      {conversation.message && <LastTime times={props.times} createdAt={conversation.message.createdAt} />}
      {conversation.favoritedYou && <FavouritedYou />}
      {unread && (
        <span className="badge">{t('messenger.unread', { count: conversation.unread, shown: unread })}</span>
      )}
      {conversation.message && (
        <span className="conversation-list__last">
          {fillPlaceholders(conversation.message.content, { performer: name, member: props.memberName })}
        </span>
      )}
    </a>
  );
});

/** The conversation's favourite and delete buttons. */
function FavouriteAndDelete(props: {
  conversation: Conversation;
  onDelete: () => void;
  onFavourite: () => void;
}) {
  const { t } = useTranslation();
  const { conversation } = props;
  const name = conversation.other.username;
  return (
    <>
      <button
        type="button"
        className="icon-button conversation-list__favourite"
        aria-pressed={conversation.favorite}
        aria-label={t('messenger.favourite', { name })}
        onClick={props.onFavourite}
      >
        <span aria-hidden="true">{conversation.favorite ? '★' : '☆'}</span>
      </button>
      <button
        type="button"
        className="icon-button conversation-list__delete"
        aria-label={t('messenger.delete', { name })}
        onClick={props.onDelete}
      >
        ×
      </button>
    </>
  );
}

/**
 * One conversation in the list: its link; favouriting, deleting, and the (lazy) actions.
 */
export const ConversationItem = observer(function ConversationItem(props: {
  conversation: Conversation;
  vm: ConversationListViewModel;
  times: ListTimes;
  memberName: string | undefined;
  open: boolean;
  onDelete: () => void;
  onFavourite: () => void;
}) {
  const { t } = useTranslation();
  const [actions, setActions] = useState(false);
  const { conversation } = props;
  const name = conversation.other.username;
  const actionsId = `conversation-actions-${conversation.id}`;
  return (
    <li>
      <ConversationLink
        conversation={conversation}
        times={props.times}
        memberName={props.memberName}
        open={props.open}
      />
      <FavouriteAndDelete
        conversation={conversation}
        onDelete={props.onDelete}
        onFavourite={props.onFavourite}
      />
      <button
        type="button"
        className="icon-button conversation-list__more"
        aria-expanded={actions}
        aria-controls={actions ? actionsId : undefined}
        aria-label={t('messenger.actions.open', { name })}
        onClick={() => setActions(!actions)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {actions && (
        <LoadedPart name="conversation actions">
          <ConversationActions list={props.vm} conversationId={conversation.id} id={actionsId} />
        </LoadedPart>
      )}
    </li>
  );
});
