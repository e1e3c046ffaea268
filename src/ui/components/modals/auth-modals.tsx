import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Login } from '../../../core/use-cases/login.use-case';
import type { Register } from '../../../core/use-cases/register.use-case';
import type { RestoreMember } from '../../../core/use-cases/restore-member.use-case';
import { TOKENS } from '../../../composition/tokens';
import { useViewModel } from '../../app/container-context';
import { useShell } from '../../app/shell-context';
import { useRoute } from '../../renderer/use-route';
import { LoginFormViewModel } from '../../view-models/login-form.view-model';
import { RegisterFormViewModel } from '../../view-models/register-form.view-model';
import { Dialog } from '../common/dialog';
import { FormField } from './form-field';

function submitWith(action: () => Promise<void>) {
  return (event: FormEvent) => {
    event.preventDefault();
    void action();
  };
}

function useLoginForm(): LoginFormViewModel {
  const shell = useShell();
  return useViewModel(
    (container) =>
      new LoginFormViewModel(
        () => container.getAsync<Login>(TOKENS.Login),
        () => container.getAsync<RestoreMember>(TOKENS.RestoreMember),
        (member) => {
          shell.seed(member);
          shell.modals.close('login');
        },
      ),
  );
}

/** SPEC §2 login modal (event openLogin): user name or e-mail and password. */
export const LoginModal = observer(function LoginModal() {
  const { t } = useTranslation();
  const shell = useShell();
  const vm = useLoginForm();
  return (
    <Dialog title={t('auth.loginTitle')} onClose={() => shell.modals.close('login')}>
      <form className="auth-form" onSubmit={submitWith(vm.submit)} noValidate>
        <FormField
          label={t('auth.usernameOrEmail')}
          name="username"
          autoComplete="username"
          value={vm.username}
          error={vm.errors.username}
          onValue={(value) => vm.setField('username', value)}
          onFocus={() => vm.focus('username')}
        />
        <FormField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={vm.password}
          error={vm.errors.password}
          onValue={(value) => vm.setField('password', value)}
          onFocus={() => vm.focus('password')}
        />
        {vm.flag && (
          <p className="form-error" role="alert">
            {t(`auth.flags.${vm.flag}`)}
          </p>
        )}
        <button type="submit" className="button" disabled={vm.submitting}>
          {t('auth.loginSubmit')}
        </button>
        <p>
          {t('auth.noAccount')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => shell.modals.show('register', { source: 'guest' })}
          >
            {t('header.register')}
          </button>
        </p>
      </form>
    </Dialog>
  );
});

function useRegisterForm(): RegisterFormViewModel {
  const shell = useShell();
  const route = useRoute();
  return useViewModel(
    (container) =>
      new RegisterFormViewModel(
        () => container.getAsync<Register>(TOKENS.Register),
        () => container.getAsync<RestoreMember>(TOKENS.RestoreMember),
        route.kept,
        (member, email) => {
          shell.seed(member);
          shell.modals.dispatch({ type: 'registerComplete', props: { email } });
        },
      ),
  );
}

/** The text fields of the registration form; an exists flag shows under its own field. */
const RegisterFields = observer(function RegisterFields({ vm }: { vm: RegisterFormViewModel }) {
  const { t } = useTranslation();
  const flagField = vm.flag === 'emailExists' ? 'email' : vm.flag === 'usernameExists' ? 'username' : null;
  const fieldError = (field: 'username' | 'email' | 'password') =>
    flagField === field ? `auth.flags.${vm.flag}` : vm.errors[field];
  return (
    <>
      <FormField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        value={vm.username}
        error={fieldError('username')}
        onValue={(value) => vm.setText('username', value)}
        onFocus={() => vm.focus('username')}
      />
      <FormField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={vm.email}
        error={fieldError('email')}
        onValue={(value) => vm.setText('email', value)}
        onFocus={() => vm.focus('email')}
      />
      <FormField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={vm.password}
        error={fieldError('password')}
        onValue={(value) => vm.setText('password', value)}
        onFocus={() => vm.focus('password')}
      />
    </>
  );
});

/** SPEC §2 registration modal (event openRegister); completion switches to the confirmation. */
export const RegisterModal = observer(function RegisterModal() {
  const { t } = useTranslation();
  const shell = useShell();
  const vm = useRegisterForm();
  return (
    <Dialog title={t('auth.registerTitle')} onClose={() => shell.modals.close('register')}>
      <form className="auth-form" onSubmit={submitWith(vm.submit)} noValidate>
        <RegisterFields vm={vm} />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={vm.ageAndTerms}
            onChange={(event) => vm.setAgeAndTerms(event.target.checked)}
            aria-invalid={vm.errors.ageAndTerms ? true : undefined}
          />
          {t('auth.ageAndTerms')}
        </label>
        {vm.errors.ageAndTerms && (
          <p className="form-field__error" role="alert">
            {t(vm.errors.ageAndTerms)}
          </p>
        )}
        {vm.flag === 'unexpected' && (
          <p className="form-error" role="alert">
            {t('auth.flags.unexpected')}
          </p>
        )}
        <button type="submit" className="button" disabled={vm.blocked}>
          {t('auth.registerSubmit')}
        </button>
      </form>
    </Dialog>
  );
});
