import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from '../../../renderer/page-context';
import { useConversationList } from '../hooks/use-conversation-list';
import type { MessengerData } from '../messenger-data';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';
import '../../../styles/messenger.css';

const Messenger = observer(function Messenger({ data }: { data: MessengerData }) {
  const { t } = useTranslation();
  const list = useConversationList(data);
  const performer = data.performer;
  return (
    <div className={performer ? 'messenger messenger--open' : 'messenger'}>
      <ConversationList vm={list} openUsername={performer?.username ?? null} />
      {performer && data.failed && <p role="alert">{t('messenger.conversationFailed')}</p>}
      {performer && !data.failed && (
        <ConversationPane
          key={performer.username.toLowerCase()}
          renderedAt={data.renderedAt}
          opened={{
            partner: { id: performer.id ?? 0, username: performer.username },
            conversation: data.conversation,
            messages: data.messages ?? [],
            nextPage: data.nextPage,
          }}
        />
      )}
    </div>
  );
});

/**
 * The messenger (SPEC §2): the conversation list and, for a performer, her conversation. Rendered on
 * the server with the messaging feature the page's data loaded; the tab hydrates it once the
 * feature's chunk is in (React keeps the server's HTML meanwhile).
 */
export function MessengerView() {
  const { t } = useTranslation();
  const data = usePageContext().data as MessengerData;
  return (
    <Suspense fallback={<p className="messenger__loading">{t('messenger.loading')}</p>}>
      <Messenger data={data} />
    </Suspense>
  );
}
