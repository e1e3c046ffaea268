import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../core/messaging/conversation.model';
import { timeLabel, type DateContext, type DateLabel } from '../../../../core/messaging/date-labels';
import { SafeText } from '../../../components/common/safe-text';
import { useLaneScroll } from '../hooks/use-lane-scroll';
import type { ConversationViewModel } from '../view-models/conversation.view-model';

function labelText(label: DateLabel, t: (key: string) => string): string {
  return label.kind === 'yesterday' ? t(label.key) : label.text;
}

type StatusKey = 'notSent' | 'sending' | 'sent' | 'delivered' | 'read';

function statusOf(message: Message, sending: boolean): StatusKey {
  if (sending) return 'sending';
  if (message.status === 'not-sent') return 'notSent';
  if (message.status === 'delivered') return message.read ? 'read' : 'delivered';
  return 'sent';
}

const MessageItem = observer(function MessageItem(props: {
  message: Message;
  vm: ConversationViewModel;
  context: DateContext;
}) {
  const { t } = useTranslation();
  const { message, vm } = props;
  const mine = message.owner === 'self';
  const status = mine ? statusOf(message, vm.isSending(message.id)) : null;
  return (
    <li
      className={`lane__message lane__message--${message.owner}${status === 'notSent' ? ' lane__message--failed' : ''}`}
    >
      <span className="visually-hidden">{t(mine ? 'messenger.you' : 'messenger.they')}: </span>
      {message.attachment && <img className="lane__picture" src={message.attachment} alt="" />}
      {/* Links are told apart by path: the site's own are relative, anything absolute opens outside. */}
      {message.content && (
        <p className="lane__text">
          <SafeText text={message.content} origin="" />
        </p>
      )}
      <span className="lane__meta">
        <time dateTime={message.createdAt}>{timeLabel(message.createdAt, props.context)}</time>
        {status && <span className="lane__status"> · {t(`messenger.status.${status}`)}</span>}
      </span>
      {status === 'notSent' && (
        <button type="button" className="link-button" onClick={() => void vm.retry(message.id)}>
          {t('messenger.retry')}
        </button>
      )}
    </li>
  );
});

/**
 * The conversation's lane (SPEC §2, §4): day dividers, the unread divider, each message with its
 * time and status, not-sent ones with a retry; older pages load as the top comes near.
 */
export const MessageLane = observer(function MessageLane(props: {
  vm: ConversationViewModel;
  context: DateContext;
}) {
  const { t } = useTranslation();
  const { vm } = props;
  const lane = vm.lane;
  const messages = vm.messages;
  const { scroller, sentinel } = useLaneScroll(messages[0]?.id, messages[messages.length - 1]?.id, () => {
    if (vm.older === 'idle') void vm.loadOlder();
  });
  return (
    <div
      ref={scroller}
      className="lane"
      role="region"
      tabIndex={0}
      aria-label={t('messenger.laneLabel', { name: vm.partner.username })}
    >
      {vm.hasOlder && vm.older !== 'idle' && (
        <p className="lane__older" role={vm.older === 'failed' ? 'alert' : 'status'}>
          {t(vm.older === 'failed' ? 'messenger.older.failed' : 'messenger.older.loading')}
        </p>
      )}
      {vm.hasOlder && (
        <button type="button" className="link-button lane__older" onClick={() => void vm.loadOlder()}>
          {t('messenger.older.load')}
        </button>
      )}
      <ol className="lane__list" aria-live="polite" aria-relevant="additions">
        {vm.hasOlder && <li ref={sentinel} className="lane__sentinel" aria-hidden="true" />}
        {lane.map((item) => {
          if (item.kind === 'date')
            return (
              <li key={item.id} className="lane__date">
                {labelText(item.label, t)}
              </li>
            );
          if (item.kind === 'unread')
            return (
              <li key={item.id} className="lane__unread">
                {t('messenger.unreadDivider')}
              </li>
            );
          return <MessageItem key={item.id} message={item.message} vm={vm} context={props.context} />;
        })}
      </ol>
    </div>
  );
});
