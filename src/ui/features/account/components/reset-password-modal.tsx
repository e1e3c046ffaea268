import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import type { ChangePassword } from '../../../../core/account/change-password.use-case';
import type { OpenResetLink } from '../../../../core/account/open-reset-link.use-case';
import type { RestoreMember } from '../../../../core/account/restore-member.use-case';
import { TOKENS } from '../../../../composition/tokens';
import { useViewModel } from '../../../app/container-context';
import { useShell } from '../../../app/shell-context';
import { useRoute } from '../../../renderer/use-route';
import { ResetPasswordViewModel } from '../view-models/reset-password.view-model';
import { PasswordForm } from './password-form';
import { Dialog } from '../../../components/common/dialog';

function linkOf(props: Record<string, unknown> | undefined): {
  token: string | null;
  password: string | null;
} {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return { token: text(props?.token), password: text(props?.password) };
}

function useReset(): ResetPasswordViewModel {
  const shell = useShell();
  const route = useRoute();
  const vm = useViewModel(
    (container) =>
      new ResetPasswordViewModel({
        openResetLink: () => container.getAsync<OpenResetLink>(TOKENS.OpenResetLink),
        restoreMember: () => container.getAsync<RestoreMember>(TOKENS.RestoreMember),
        changePassword: () => container.getAsync<ChangePassword>(TOKENS.ChangePassword),
        onMember: shell.seed,
        loggedIn: () => shell.loggedIn,
        goHome: () => {
          shell.modals.close('resetPassword');
          void navigate(route.to('/'));
        },
      }),
  );
  const props = shell.modals.propsOf('resetPassword');
  useEffect(() => void vm.start(linkOf(props)), [vm, props]);
  return vm;
}

/**
 * SPEC §2 reset from e-mail (query action=resetpassword): opening the link, then the password
 * form with the link's one-time password; an incomplete link says so and goes home after 1 s, a
 * used or expired one says the link expired.
 */
export const ResetPasswordModal = observer(function ResetPasswordModal() {
  const { t } = useTranslation();
  const shell = useShell();
  const vm = useReset();
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
