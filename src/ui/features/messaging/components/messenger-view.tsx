import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HydrationBoundary } from '../../../components/common/hydration-boundary';
import { usePageContext } from '../../../renderer/page-context';
import { useConversationList } from '../hooks/use-conversation-list';
import type { MessengerData } from '../messenger-data';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';
import '../../../styles/messenger.css';
import { pageData } from '../../../renderer/page-data';

const Messenger = observer(function Messenger({ data }: { data: MessengerData }) {
  const { t } = useTranslation();
  const list = useConversationList(data);
  const performer = data.performer;
  return (
    <div className={performer ? 'messenger messenger--open' : 'messenger'}>
      <ConversationList vm={list} times={data.listTimes ?? {}} openUsername={performer?.username ?? null} />
      {performer && data.failed && <p role="alert">{t('messenger.conversationFailed')}</p>}
      {performer && !data.failed && (
        // The conversation hydrates on its own, after the list or first when tapped.
        <HydrationBoundary key={performer.username.toLowerCase()}>
          <ConversationPane
            renderedAt={data.renderedAt}
            readDates={data.readDates}
            opened={{
              partner: { id: performer.id ?? 0, username: performer.username },
              conversation: data.conversation,
              messages: data.messages ?? [],
              nextPage: data.nextPage,
            }}
          />
        </HydrationBoundary>
      )}
    </div>
  );
});

/**
 * The messenger (SPEC §2): the conversation list and, for a performer, her conversation. It renders
 * from the messaging stores, whose code comes with this page, so the tab hydrates it right after
 * the frame, as boundaries of their own (a slow phone's taps are not held up by one long task); the
 * use-cases (and the container and transport they need) load when the first is called, which the
 * open conversation does once hydrated (marking it read).
 */
export function MessengerView() {
  const data = pageData<MessengerData>(usePageContext());
  return (
    <HydrationBoundary>
      <Messenger data={data} />
    </HydrationBoundary>
  );
}
