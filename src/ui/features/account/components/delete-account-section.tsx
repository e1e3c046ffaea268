import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAccount } from '../hooks/use-delete-account';
import type { DeleteAccountViewModel } from '../view-models/delete-account.view-model';
import { Dialog } from '../../../components/common/dialog';

/** Asks before anything is deleted; the member can still step back. */
const DeleteConfirmation = observer(function DeleteConfirmation(props: {
  vm: DeleteAccountViewModel;
  username: string;
}) {
  const { t } = useTranslation();
  const { vm } = props;
  return (
    <Dialog title={t('settings.deleteConfirmTitle')} onClose={vm.cancel}>
      <div className="settings-prompt">
        <p>{t('settings.deleteConfirmText', { username: props.username })}</p>
        {vm.failed && (
          <p className="form-error" role="alert">
            {t('settings.deleteFailed')}
          </p>
        )}
        <div className="settings-actions">
          <button type="button" className="button" onClick={() => void vm.confirm()} disabled={vm.deleting}>
            {t('settings.deleteConfirm')}
          </button>
          <button type="button" className="button button--ghost" onClick={vm.cancel}>
            {t('settings.deleteCancel')}
          </button>
        </div>
      </div>
    </Dialog>
  );
});

/** The settings page's account deletion, behind a confirmation dialog. */
export const DeleteAccountSection = observer(function DeleteAccountSection({
  username,
}: {
  username: string;
}) {
  const { t } = useTranslation();
  const vm = useDeleteAccount();
  const headingId = useId();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.deleteTitle')}</h2>
      <p>{t('settings.deleteText')}</p>
      <button type="button" className="button button--ghost" onClick={vm.ask}>
        {t('settings.deleteButton')}
      </button>
      {vm.confirming && <DeleteConfirmation vm={vm} username={username} />}
    </section>
  );
});
