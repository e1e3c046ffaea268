import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { Dialog } from '../../../components/common/dialog';
import { useUsernameForm } from '../hooks/use-username-form';
import { UsernameForm } from './username-form';

/**
 * SPEC §2 change-username prompt, for a member whose user name is their e-mail address. It can
 * be put off ('later'); a new name closes it, and the header shows the name at once.
 */
export const ChangeUsernameModal = observer(function ChangeUsernameModal() {
  const { t } = useTranslation();
  const shell = useShell();
  const close = () => shell.modals.close('changeUsername');
  const vm = useUsernameForm(close);
  return (
    <Dialog title={t('changeUsername.promptTitle')} onClose={close}>
      <div className="settings-prompt">
        <p>{t('changeUsername.promptText')}</p>
        <UsernameForm vm={vm} name={t('changeUsername.promptTitle')} />
        <button type="button" className="button button--ghost" onClick={close}>
          {t('changeUsername.later')}
        </button>
      </div>
    </Dialog>
  );
});
