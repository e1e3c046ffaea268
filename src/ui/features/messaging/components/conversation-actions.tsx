import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConversationActionsViewModel,
  type ConversationAction,
} from '../view-models/conversation-actions.view-model';
import type { ConversationListViewModel } from '../view-models/conversation-list.view-model';
import type { ReportFormViewModel } from '../view-models/report-form.view-model';
import { ReportDialog } from './report-dialog';

/** An action the backend refused or did not answer: what failed, and its retry. */
const ActionFailed = observer(function ActionFailed({
  vm,
  name,
}: {
  vm: ConversationActionsViewModel;
  name: string;
}) {
  const { t } = useTranslation();
  if (!vm.failed) return null;
  return (
    <p role="alert">
      {t(`messenger.actions.failed.${vm.failed}`, { name })}{' '}
      <button type="button" className="link-button" onClick={() => void vm.retry()}>
        {t('messenger.actions.retry')}
      </button>
    </p>
  );
});

/**
 * A conversation's actions in the list (loaded when the member first opens them): archive it or
 * show it again, block or unblock her, report her. A failed action says so, with a retry.
 */
const ConversationActions = observer(function ConversationActions(props: {
  list: ConversationListViewModel;
  conversationId: number;
  id: string;
}) {
  const { t } = useTranslation();
  const [vm] = useState(() => new ConversationActionsViewModel(props.list, props.conversationId));
  const [reporting, setReporting] = useState<ReportFormViewModel | null>(null);
  const conversation = vm.conversation;
  if (!conversation) return null;
  const name = conversation.other.username;
  const actions: ConversationAction[] = [
    conversation.archived ? 'unarchive' : 'archive',
    conversation.blocked ? 'unblock' : 'block',
  ];
  return (
    <div
      id={props.id}
      className="conversation-list__actions"
      role="group"
      aria-label={t('messenger.actions.label', { name })}
    >
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className="button button--ghost"
          aria-busy={vm.busy === action || undefined}
          onClick={() => void vm.run(action)}
        >
          {t(`messenger.actions.${action}`, { name })}
        </button>
      ))}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => setReporting(vm.reportForm(conversation.other.id))}
      >
        {t('messenger.actions.report', { name })}
      </button>
      <ActionFailed vm={vm} name={name} />
      {reporting && <ReportDialog vm={reporting} name={name} onClose={() => setReporting(null)} />}
    </div>
  );
});

export default ConversationActions;
