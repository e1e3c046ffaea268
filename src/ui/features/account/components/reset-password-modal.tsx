import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { useResetPassword } from '../hooks/use-reset-password';
import { PasswordForm } from './password-form';
import { Dialog } from '../../../components/common/dialog';

/**
 * SPEC §2 reset from e-mail (query action=resetpassword): opening the link, then the password
 * form with the link's one-time password; an incomplete link says so and goes home after 1 s, a
 * used or expired one says the link expired.
 */
export const ResetPasswordModal = observer(function ResetPasswordModal() {
  const { t } = useTranslation();
  const shell = useShell();
  const vm = useResetPassword();
  return (
    <Dialog title={t('resetPassword.title')} onClose={() => shell.modals.close('resetPassword')}>
      {vm.state === 'opening' && <p role="status">{t('resetPassword.opening')}</p>}
      {vm.state === 'missing' && <p role="status">{t('resetPassword.missing')}</p>}
      {vm.state === 'expired' && <p role="alert">{t('password.flags.linkExpired')}</p>}
      {vm.state === 'failed' && <p role="alert">{t('password.flags.unexpected')}</p>}
      {vm.state === 'ready' && vm.form && <PasswordForm vm={vm.form} />}
    </Dialog>
  );
});
