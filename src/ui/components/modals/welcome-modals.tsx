import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../app/shell-context';
import { useSite } from '../../renderer/use-site';
import { Dialog } from '../common/dialog';

/** After registration: the double opt-in mail is on its way, with the welcome credits it unlocks. */
export const RegisterConfirmation = observer(function RegisterConfirmation() {
  const { t } = useTranslation();
  const shell = useShell();
  const site = useSite();
  const email = String(shell.modals.propsOf('registerConfirmation')?.email ?? '');
  return (
    <Dialog title={t('auth.confirmTitle')} onClose={() => shell.modals.close('registerConfirmation')}>
      <p>{t('auth.confirmText', { email, credits: site.welcomeCredits })}</p>
      <button type="button" className="button" onClick={() => shell.modals.close('registerConfirmation')}>
        {t('common.ok')}
      </button>
    </Dialog>
  );
});

/** SPEC §2 'claim credits' reminder for unverified members, with the welcome-credits amount. */
export const ClaimCreditsModal = observer(function ClaimCreditsModal() {
  const { t } = useTranslation();
  const shell = useShell();
  const site = useSite();
  const [closing] = useState(() => () => shell.modals.close('claimCredits'));
  return (
    <Dialog title={t('auth.claimTitle', { credits: site.welcomeCredits })} onClose={closing}>
      <p>{t('auth.claimText', { credits: site.welcomeCredits })}</p>
      <p>{t('auth.checkSpam')}</p>
      <button type="button" className="button" onClick={closing}>
        {t('common.ok')}
      </button>
    </Dialog>
  );
});
