import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../core/messaging/conversation.model';
import type { LaneItem } from '../../../../core/messaging/messages';
import type { DateLabel } from '../../../../core/messaging/lane-calendar';
import {
  MarkupNamesProvider,
  SafeText,
  useMarkupNames,
  type MarkupNames,
} from '../../../components/common/safe-text';
import { fillPlaceholders } from '../../../../core/common/markup';
import { useShell } from '../../../app/shell-context';
import { useLaneWindow } from '../hooks/use-lane-window';
import { LanePicture } from './lane-pictures';
import type { ConversationViewModel } from '../view-models/conversation.view-model';

function labelText(label: DateLabel, t: (key: string) => string): string {
  return 'key' in label ? t(label.key) : label.text;
}

type StatusKey = 'notSent' | 'sending' | 'sent' | 'delivered' | 'read';

function statusOf(message: Message, sending: boolean): StatusKey {
  if (sending) return 'sending';
  if (message.status === 'not-sent') return 'notSent';
  if (message.status === 'delivered') return message.read ? 'read' : 'delivered';
  return 'sent';
}

const MessageItem = observer(function MessageItem(props: { message: Message; vm: ConversationViewModel }) {
  const { t } = useTranslation();
  const { message, vm } = props;
  const mine = message.owner === 'self';
  const status = mine ? statusOf(message, vm.isSending(message.id)) : null;
  return (
    <li
      data-lane-id={message.id}
      data-lane-anchor={message.id}
      className={`lane__message lane__message--${message.owner}${status === 'notSent' ? ' lane__message--failed' : ''}`}
    >
      <span className="visually-hidden">{t(mine ? 'messenger.you' : 'messenger.they')}: </span>
      {message.attachment && <LanePicture source={message.attachment} />}
      {/* Links are told apart by path: the site's own are relative, anything absolute opens outside. */}
      {message.content && (
        <p className="lane__text">
          <SafeText text={message.content} origin="" />
        </p>
      )}
      <span className="lane__meta">
        <time dateTime={message.createdAt}>{vm.calendar.time(message.createdAt)}</time>
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

function LaneEntry(props: { item: LaneItem; vm: ConversationViewModel }) {
  const { t } = useTranslation();
  const { item } = props;
  if (item.kind === 'message') return <MessageItem message={item.message} vm={props.vm} />;
  return (
    <li data-lane-id={item.id} className={item.kind === 'date' ? 'lane__date' : 'lane__unread'}>
      {item.kind === 'date' ? labelText(item.label, t) : t('messenger.unreadDivider')}
    </li>
  );
}

/** Screen readers hear her newest message as it arrives (the list itself slides, so it is not live). */
const LastArrival = observer(function LastArrival({ vm }: { vm: ConversationViewModel }) {
  const { t } = useTranslation();
  const names = useMarkupNames();
  const last = vm.messages[vm.messages.length - 1];
  return (
    <p className="visually-hidden" role="status">
      {last?.owner === 'other' ? `${t('messenger.they')}: ${fillPlaceholders(last.content, names)}` : ''}
    </p>
  );
});

/** Who %performer% and %member% are in the conversation's messages. */
function useLaneNames(performer: string): MarkupNames {
  const member = useShell().member?.username;
  return useMemo(() => ({ performer, member }), [performer, member]);
}

/**
 * The conversation's lane (SPEC §2, §4): day dividers, the unread divider, each message with its
 * time and status, not-sent ones with a retry; older pages load as the top comes near.
 */
export const MessageLane = observer(function MessageLane(props: { vm: ConversationViewModel }) {
  const { t } = useTranslation();
  const { vm } = props;
  const lane = vm.lane;
  const names = useLaneNames(vm.partner.username);
  const ids = useMemo(() => lane.map((item) => item.id), [lane]);
  const view = useLaneWindow(ids, vm.hasOlder, () => {
    if (vm.older === 'idle') void vm.loadOlder();
  });
  return (
    <div
      ref={view.scroller}
      className="lane"
      role="region"
      tabIndex={0}
      aria-label={t('messenger.laneLabel', { name: vm.partner.username })}
    >
      {/* The lane is column-reverse: its content's top is the conversation's top, where older
          messages come in (and where a line appearing leaves the member's view where it is). */}
      <div className="lane__content">
        {vm.hasOlder && vm.older !== 'idle' && (
          <p className="lane__older" role={vm.older === 'failed' ? 'alert' : 'status'}>
            {t(vm.older === 'failed' ? 'messenger.older.failed' : 'messenger.older.loading')}
          </p>
        )}
        {vm.hasOlder && view.start === 0 && (
          <button type="button" className="link-button lane__older" onClick={() => void vm.loadOlder()}>
            {t('messenger.older.load')}
          </button>
        )}
        <MarkupNamesProvider value={names}>
          <LastArrival vm={vm} />
          <ol className="lane__list">
            {(view.start > 0 || vm.hasOlder) && (
              <li ref={view.top} className="lane__sentinel" aria-hidden="true" />
            )}
            {lane.slice(view.start, view.end).map((item) => (
              <LaneEntry key={item.id} item={item} vm={vm} />
            ))}
            {view.end < lane.length && <li ref={view.bottom} className="lane__sentinel" aria-hidden="true" />}
          </ol>
        </MarkupNamesProvider>
      </div>
    </div>
  );
});
