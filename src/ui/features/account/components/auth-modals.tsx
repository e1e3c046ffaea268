import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { usePageLoader } from '../../shell';
import { useLoginForm } from '../hooks/use-login-form';
import type { LoginFormViewModel } from '../view-models/login-form.view-model';
import { Dialog } from '../../../components/common/dialog';
import { FormField } from '../../../components/common/form-field';

/** A form's submit handler that runs an async command without a page load. */
export function submitWith(action: () => Promise<void>) {
  return (event: FormEvent) => {
    event.preventDefault();
    void action();
  };
}

/** The login flags of SPEC §8, announced under the form. */
const LoginFlagText = observer(function LoginFlagText({ vm }: { vm: LoginFormViewModel }) {
  const { t } = useTranslation();
  if (!vm.form.flag) return null;
  return (
    <p className="form-error" role="alert">
      {t(`auth.flags.${vm.form.flag}`)}
    </p>
  );
});

/** The way from login to registration (source 'more'). */
function NoAccount() {
  const { t } = useTranslation();
  const shell = useShell();
  return (
    <p>
      {t('auth.noAccount')}{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => shell.modals.show('register', { source: 'more' })}
      >
        {t('header.register')}
      </button>
    </p>
  );
}

/**
 * SPEC §2 login modal (event openLogin): user name or e-mail and password; 'forgot password'
 * opens the recovery card in its place, 'no account yet' the registration (source 'more').
 */
export const LoginModal = observer(function LoginModal() {
  const { t } = useTranslation();
  const shell = useShell();
  const vm = useLoginForm();
  usePageLoader('login', vm.form.submitting);
  return (
    <Dialog title={t('auth.loginTitle')} onClose={() => shell.modals.close('login')}>
      <form className="auth-form" onSubmit={submitWith(vm.submit)} noValidate>
        <FormField
          label={t('auth.usernameOrEmail')}
          name="username"
          autoComplete="username"
          value={vm.form.values.username}
          error={vm.form.errors.username}
          onValue={(value) => vm.setField('username', value)}
          onFocus={() => vm.focus('username')}
          onBlur={() => vm.blur('username')}
        />
        <FormField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={vm.form.values.password}
          error={vm.form.errors.password}
          onValue={(value) => vm.setField('password', value)}
          onFocus={() => vm.focus('password')}
          onBlur={() => vm.blur('password')}
        />
        <button
          type="button"
          className="link-button auth-form__aside"
          onClick={() => shell.modals.show('forgotPassword')}
        >
          {t('recovery.open')}
        </button>
        <LoginFlagText vm={vm} />
        <button type="submit" className="button" disabled={vm.form.submitting}>
          {t('auth.loginSubmit')}
        </button>
        <NoAccount />
      </form>
    </Dialog>
  );
});
