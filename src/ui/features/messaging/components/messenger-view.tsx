import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../../renderer/page-context';
import { useRoute } from '../../../renderer/use-route';
import type { MessengerData } from '../messenger-data';

function ConversationList({ data }: { data: MessengerData }) {
  const { t } = useTranslation();
  const route = useRoute();
  if (!data.conversations) return <p role="alert">{t('messenger.listFailed')}</p>;
  if (data.conversations.length === 0) return <p>{t('messenger.noConversations')}</p>;
  return (
    <ul className="conversation-list">
      {data.conversations.map((conversation) => (
        <li key={conversation.id}>
          <a
            href={route.to(`/messenger/${encodeURIComponent(conversation.other.username)}`)}
            aria-current={data.performer?.username === conversation.other.username ? 'page' : undefined}
          >
            <span className="conversation-list__name">{conversation.other.username}</span>
            {conversation.unread > 0 && (
              <span className="badge">{t('messenger.unread', { count: conversation.unread })}</span>
            )}
            {conversation.message && (
              <span className="conversation-list__last">{conversation.message.content}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Lane({ data }: { data: MessengerData }) {
  const { t } = useTranslation();
  if (data.failed) return <p role="alert">{t('messenger.conversationFailed')}</p>;
  if (!data.messages) return <p>{t('messenger.noMessagesYet', { name: data.performer?.username })}</p>;
  return (
    <ol className="lane">
      {data.messages.map((message) => (
        <li key={message.id} className={`lane__message lane__message--${message.owner}`}>
          <span className="visually-hidden">
            {t(message.owner === 'self' ? 'messenger.you' : 'messenger.they')}:{' '}
          </span>
          {message.content}
        </li>
      ))}
    </ol>
  );
}

/**
 * The messenger's entry (SPEC §2): the conversation list, and for a performer her conversation's
 * newest messages under the notice that contact information may not be shared. Writing, paging
 * upwards and the pop-ups come with the messenger itself.
 */
export function MessengerView() {
  const { t } = useTranslation();
  const data = usePageContext().data as MessengerData;
  return (
    <div className="messenger">
      <nav className="messenger__list" aria-label={t('messenger.conversations')}>
        <h1>{t('messenger.heading')}</h1>
        <ConversationList data={data} />
      </nav>
      {data.performer && (
        <section className="messenger__conversation" aria-labelledby="conversation-heading">
          <h2 id="conversation-heading">{t('messenger.with', { name: data.performer.username })}</h2>
          <p className="messenger__notice">{t('messenger.noContactDetails')}</p>
          <Lane data={data} />
        </section>
      )}
    </div>
  );
}
