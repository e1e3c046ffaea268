import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordChangeField } from '../../../../core/account/validation/password-change';
import type { PasswordFormViewModel } from '../view-models/password-form.view-model';
import { FormField } from '../../../components/common/form-field';

const FIELDS: { field: PasswordChangeField; label: string; autoComplete: string }[] = [
  { field: 'password', label: 'password.old', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'password.new', autoComplete: 'new-password' },
  { field: 'repeatNewPassword', label: 'password.repeat', autoComplete: 'new-password' },
];

/** The password change form of the settings page and of the reset-password dialog. */
export const PasswordForm = observer(function PasswordForm({ vm }: { vm: PasswordFormViewModel }) {
  const { t } = useTranslation();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const oldError =
    vm.form.flag === 'wrongOldPassword' ? 'password.flags.wrongOldPassword' : vm.form.errors.password;
  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate aria-label={t('password.formName')}>
      {FIELDS.filter(({ field }) => !(vm.fromEmailLink && field === 'password')).map(
        ({ field, label, autoComplete }) => (
          <FormField
            key={field}
            label={t(label)}
            name={field}
            type="password"
            autoComplete={autoComplete}
            value={vm.form.values[field]}
            hint={field === 'newPassword' ? t('password.hint') : undefined}
            error={field === 'password' ? oldError : vm.form.errors[field]}
            onValue={(value) => vm.setField(field, value)}
            onFocus={() => vm.focus(field)}
            onBlur={() => vm.blur(field)}
          />
        ),
      )}
      {vm.form.flag && vm.form.flag !== 'wrongOldPassword' && (
        <p className="form-error" role="alert">
          {t(`password.flags.${vm.form.flag}`)}
        </p>
      )}
      {vm.changed && (
        <p className="form-success" role="status">
          {t('password.changed')}
        </p>
      )}
      <button type="submit" className="button" disabled={vm.form.submitting}>
        {t('password.submit')}
      </button>
    </form>
  );
});
