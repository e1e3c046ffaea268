import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DateContext } from '../../../../core/messaging/date-labels';
import { useRoute } from '../../../renderer/use-route';
import { MESSENGER_TIME_ZONE, useConversation } from '../hooks/use-conversation';
import type { OpenedLane } from '../view-models/conversation.view-model';
import { MessageEditor } from './message-editor';
import { MessageLane } from './message-lane';

/** One conversation (SPEC §2 messenger): her name, the no-contact-details notice, the lane, the editor. */
export const ConversationPane = observer(function ConversationPane(props: {
  opened: OpenedLane;
  renderedAt: number;
}) {
  const { t } = useTranslation();
  const route = useRoute();
  const vm = useConversation(props.opened, props.renderedAt);
  const context: DateContext = { now: props.renderedAt, zone: MESSENGER_TIME_ZONE, locale: route.locale };
  return (
    <section className="messenger__conversation" aria-labelledby="conversation-heading">
      <a className="messenger__back" href={route.to('/messenger')}>
        {t('messenger.back')}
      </a>
      <h2 id="conversation-heading">{t('messenger.with', { name: vm.partner.username })}</h2>
      <p className="messenger__notice">{t('messenger.noContactDetails')}</p>
      {vm.messages.length === 0 ? (
        <p className="lane lane--empty">{t('messenger.noMessagesYet', { name: vm.partner.username })}</p>
      ) : (
        <MessageLane vm={vm} context={context} />
      )}
      <MessageEditor vm={vm} />
    </section>
  );
});
