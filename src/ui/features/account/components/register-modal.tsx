import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { capName } from '../../../../core/common/names';
import { useShell } from '../../../app/shell-context';
import { usePageLoader } from '../../shell';
import { useSite } from '../../../renderer/use-site';
import { useRegisterForm } from '../hooks/use-register-form';
import type { RegisterFormViewModel } from '../view-models/register-form.view-model';
import { isRegisterModel, type RegisterModel } from '../visitor-storage';
import { Dialog } from '../../../components/common/dialog';
import { submitWith } from './auth-modals';
import { FormField } from '../../../components/common/form-field';

/** SPEC §2 registration variants: where the visitor came from. */
export type RegisterSource = 'guest' | 'banner' | 'more';

const SOURCES: readonly RegisterSource[] = ['guest', 'banner', 'more'];

/** The SPEC §5 rules of a field, said before the visitor breaks them. */
const HINTS: Partial<Record<'username' | 'email' | 'password', string>> = {
  username: 'register.usernameHint',
  password: 'password.hint',
};

/** The register modal's props: its source ('guest' when unknown) and the performer, if any. */
function registerProps(props: Record<string, unknown> | undefined): {
  source: RegisterSource;
  performer: RegisterModel | null;
} {
  const source = SOURCES.find((known) => known === props?.source) ?? 'guest';
  return { source, performer: isRegisterModel(props?.performer) ? props.performer : null };
}

/** The text fields of the registration form; an exists flag shows under its own field. */
const RegisterFields = observer(function RegisterFields({ vm }: { vm: RegisterFormViewModel }) {
  const { t } = useTranslation();
  const flagField =
    vm.form.flag === 'emailExists' ? 'email' : vm.form.flag === 'usernameExists' ? 'username' : null;
  const fields = [
    { field: 'username', label: 'auth.username', type: 'text', autoComplete: 'username' },
    { field: 'email', label: 'auth.email', type: 'email', autoComplete: 'email' },
    { field: 'password', label: 'auth.password', type: 'password', autoComplete: 'new-password' },
  ] as const;
  return (
    <>
      {fields.map(({ field, label, type, autoComplete }) => (
        <FormField
          key={field}
          label={t(label)}
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={vm.form.values[field]}
          hint={HINTS[field] ? t(HINTS[field]) : undefined}
          error={flagField === field ? `auth.flags.${vm.form.flag}` : vm.form.errors[field]}
          onValue={(value) => vm.setText(field, value)}
          onFocus={() => vm.focus(field)}
          onBlur={() => vm.blur(field)}
        />
      ))}
    </>
  );
});

/** The 18+ and terms confirmation with its error. */
const AgeAndTerms = observer(function AgeAndTerms({ vm }: { vm: RegisterFormViewModel }) {
  const { t } = useTranslation();
  const errorId = useId();
  // In a field of its own, so it keeps a line for its error as the text fields do.
  return (
    <div className="form-field">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={vm.form.values.ageAndTerms}
          onChange={(event) => vm.setAgeAndTerms(event.target.checked)}
          aria-invalid={vm.form.errors.ageAndTerms ? true : undefined}
          aria-describedby={vm.form.errors.ageAndTerms ? errorId : undefined}
        />
        {t('auth.ageAndTerms')}
      </label>
      {vm.form.errors.ageAndTerms && (
        <p id={errorId} className="form-field__error" role="alert">
          {t(vm.form.errors.ageAndTerms)}
        </p>
      )}
    </div>
  );
});

/**
 * SPEC §2 registration modal (event openRegister) in its variants by source (guest, banner,
 * more), each with its own title and intro; opened for a performer it shows her snapshot and
 * name. Completion switches to the confirmation, which gets the address and the performer.
 */
export const RegisterModal = observer(function RegisterModal() {
  const { t } = useTranslation();
  const shell = useShell();
  const site = useSite();
  const { source, performer } = registerProps(shell.modals.propsOf('register'));
  const vm = useRegisterForm(performer);
  usePageLoader('register', vm.form.submitting);
  const name = performer ? capName(performer.username) : '';
  const credits = site.welcomeCredits;
  return (
    <Dialog
      title={performer ? t('register.chatWith', { name }) : t(`register.titles.${source}`, { credits })}
      onClose={() => shell.modals.close('register')}
    >
      {performer && (
        <img
          className="register-performer"
          src={performer.snapshot}
          alt={t('register.performerPhoto', { name })}
          width={320}
          height={240}
        />
      )}
      <p className="register-intro">{t(`register.intros.${source}`, { credits })}</p>
      <form className="auth-form" onSubmit={submitWith(vm.submit)} noValidate>
        <RegisterFields vm={vm} />
        <AgeAndTerms vm={vm} />
        {vm.form.flag === 'unexpected' && (
          <p className="form-error" role="alert">
            {t('auth.flags.unexpected')}
          </p>
        )}
        <button type="submit" className="button" disabled={vm.form.blocked}>
          {t('auth.registerSubmit')}
        </button>
      </form>
    </Dialog>
  );
});
