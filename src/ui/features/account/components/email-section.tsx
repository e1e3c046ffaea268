import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailChangeField } from '../../../../core/account/validation/email-change';
import { useEmailForm } from '../hooks/use-email-form';
import { FormField } from '../../../components/common/form-field';

const FIELDS: { field: EmailChangeField; label: string }[] = [
  { field: 'email', label: 'settings.newEmail' },
  { field: 'repeatEmail', label: 'settings.repeatEmail' },
];

/**
 * The settings page's e-mail change: new address and repeat. An unverified member is told the
 * confirmation link goes to the new address (the backend mails it there).
 */
export const EmailSection = observer(function EmailSection({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  const vm = useEmailForm();
  const headingId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const errorOf = (field: EmailChangeField) =>
    field === 'email' && vm.form.flag === 'emailExists' ? 'auth.flags.emailExists' : vm.form.errors[field];
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.emailTitle')}</h2>
      {!verified && <p>{t('settings.emailUnverified')}</p>}
      <form className="auth-form" onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
        {FIELDS.map(({ field, label }) => (
          <FormField
            key={field}
            label={t(label)}
            name={field}
            type="email"
            autoComplete="email"
            value={vm.form.values[field]}
            error={errorOf(field)}
            errorContext="email"
            onValue={(value) => vm.setField(field, value)}
            onFocus={() => vm.focus(field)}
            onBlur={() => vm.blur(field)}
          />
        ))}
        {vm.form.flag === 'unexpected' && (
          <p className="form-error" role="alert">
            {t('auth.flags.unexpected')}
          </p>
        )}
        {vm.changedTo && (
          <p className="form-success" role="status">
            {t(verified ? 'settings.emailChanged' : 'settings.emailChangedUnverified', {
              email: vm.changedTo,
            })}
          </p>
        )}
        <button type="submit" className="button" disabled={vm.form.blocked}>
          {t('settings.emailSubmit')}
        </button>
      </form>
    </section>
  );
});
