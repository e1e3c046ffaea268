import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { Dialog } from '../../../components/common/dialog';

/**
 * SPEC §2 'no credits' modal (opened where credits run short, e.g. a private message, SPEC §5):
 * the balance and a way to the credits drawer.
 */
export const NoCreditsModal = observer(function NoCreditsModal() {
  const { t } = useTranslation();
  const shell = useShell();
  const close = () => shell.modals.close('noCredits');
  const buy = () => {
    close();
    shell.openDrawer('credits');
  };
  return (
    <Dialog title={t('wallet.noCredits.title')} onClose={close} className="no-credits">
      <p>{t('wallet.noCredits.text', { credits: shell.credits ?? '0' })}</p>
      <button type="button" className="button" onClick={buy}>
        {t('wallet.noCredits.buy')}
      </button>
    </Dialog>
  );
});

export default NoCreditsModal;
