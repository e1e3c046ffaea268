import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSENGER_TIME_ZONE, type ReadDates } from '../../../../core/messaging/lane-calendar';
import { useRoute } from '../../../renderer/use-route';
import { useConversation } from '../hooks/use-conversation';
import type { OpenedLane } from '../view-models/conversation.view-model';
import { LaneClock } from '../view-models/lane-clock';
import { MessageEditor } from './message-editor';
import { LanePictures } from './lane-pictures';
import { MessageLane } from './message-lane';

/** One conversation in the messenger (SPEC §2): a way back to the list, her name, and the conversation. */
export const ConversationPane = observer(function ConversationPane(props: {
  opened: OpenedLane;
  /** The lane's dates count from the render ('today', 'yesterday'), as the server read them. */
  renderedAt: number;
  readDates: ReadDates;
}) {
  const { t } = useTranslation();
  const route = useRoute();
  const [clock] = useState(
    () =>
      new LaneClock(
        { now: props.renderedAt, zone: MESSENGER_TIME_ZONE, locale: route.locale },
        props.readDates,
      ),
  );
  return (
    <section className="messenger__conversation" aria-labelledby="conversation-heading">
      <a className="messenger__back" href={route.to('/messenger')}>
        {t('messenger.back')}
      </a>
      <h2 id="conversation-heading">{t('messenger.with', { name: props.opened.partner.username })}</h2>
      <ConversationBody opened={props.opened} clock={clock} pictures />
    </section>
  );
});

/** The notice that contact details may not be shared, the lane and the editor: in the messenger and in a pop-up. */
export const ConversationBody = observer(function ConversationBody(props: {
  opened: OpenedLane;
  clock: LaneClock;
  /** Pictures open in the gallery overlay (the messenger page has its texts). */
  pictures?: boolean;
}) {
  const { t } = useTranslation();
  const vm = useConversation(props.opened, props.clock);
  return (
    <>
      <p className="messenger__notice">{t('messenger.noContactDetails')}</p>
      {vm.messages.length === 0 ? (
        <p className="lane lane--empty">{t('messenger.noMessagesYet', { name: vm.partner.username })}</p>
      ) : props.pictures ? (
        <LanePictures pictures={() => vm.pictures}>
          <MessageLane vm={vm} />
        </LanePictures>
      ) : (
        <MessageLane vm={vm} />
      )}
      <MessageEditor vm={vm} />
    </>
  );
});
