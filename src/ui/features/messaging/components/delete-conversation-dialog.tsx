import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/common/dialog';

/** SPEC §2 delete-chat confirmation: nothing is deleted without the member's yes. */
export function DeleteConversationDialog(props: { name: string; onAnswer: (yes: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('messenger.deleteConfirm.title')} onClose={() => props.onAnswer(false)}>
      <p>{t('messenger.deleteConfirm.text', { name: props.name })}</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={() => props.onAnswer(true)}>
          {t('messenger.deleteConfirm.yes')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => props.onAnswer(false)}>
          {t('messenger.deleteConfirm.no')}
        </button>
      </div>
    </Dialog>
  );
}
