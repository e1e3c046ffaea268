import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/common/dialog';
import {
  ChangeEmailLink,
  ResendControls,
  WebMailLink,
  WelcomeSamples,
  type WelcomePopupProps,
} from './welcome-parts';

/**
 * The default welcome-credits popup (SPEC §2): the reminder with the amount, three sample
 * pictures, 'claim now' and 'check spam', the web-mail button, resending and changing the e-mail.
 */
export const DefaultLayout = observer(function DefaultLayout({
  vm,
  settingsHref,
  onClose,
}: WelcomePopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t(`welcome.title.${vm.mode}`, { credits: vm.amount })}
      onClose={onClose}
      className="welcome"
    >
      <p>{t(`welcome.intro.${vm.mode}`, { email: vm.email })}</p>
      <p className="welcome__amount">{t('welcome.amount', { credits: vm.amount })}</p>
      <WelcomeSamples vm={vm} />
      <p>{t('welcome.claimNow')}</p>
      <p>{t('welcome.checkSpam')}</p>
      <WebMailLink vm={vm} />
      <ResendControls vm={vm} />
      <p>
        <ChangeEmailLink href={settingsHref} onClose={onClose} label={t('welcome.changeEmail')} />
      </p>
    </Dialog>
  );
});
