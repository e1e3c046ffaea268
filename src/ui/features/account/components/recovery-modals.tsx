import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { useRecoveryForm } from '../hooks/use-recovery-form';
import type { RecoveryFormViewModel } from '../view-models/recovery-form.view-model';
import { Dialog } from '../../../components/common/dialog';
import { submitWith } from './auth-modals';
import { FormField } from '../../../components/common/form-field';

interface ViewProps {
  vm: RecoveryFormViewModel;
  /** Focus the view's first element: the view replaced the one that had focus. */
  takeFocus: boolean;
}

/** The card's form: one input; 'user does not exist' shows under it until it is focused again. */
const RecoveryForm = observer(function RecoveryForm({ vm, takeFocus }: ViewProps) {
  const { t } = useTranslation();
  const error = vm.form.flag === 'notExists' ? 'recovery.notExists' : vm.error;
  return (
    <form className="auth-form" onSubmit={submitWith(vm.submit)} noValidate>
      <p>{t('recovery.intro')}</p>
      <FormField
        label={t('recovery.label')}
        name="recovery"
        autoComplete="username"
        autoFocus={takeFocus}
        value={vm.form.values.recovery}
        error={error}
        onValue={vm.setRecovery}
        onFocus={vm.focus}
        onBlur={vm.blur}
      />
      {vm.form.flag === 'unexpected' && (
        <p className="form-error" role="alert">
          {t('auth.flags.unexpected')}
        </p>
      )}
      <button type="submit" className="button" disabled={vm.form.submitting}>
        {t('recovery.submit')}
      </button>
    </form>
  );
});

/** The complete view: the mail is on its way; 'go back' returns to the form. */
function RecoveryComplete({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const status = useRef<HTMLParagraphElement>(null);
  // The submit button that had focus is gone: keep keyboard users in the card.
  useEffect(() => status.current?.focus(), []);
  return (
    <div className="auth-form">
      <p role="status" tabIndex={-1} ref={status}>
        {t('recovery.complete')}
      </p>
      <button type="button" className="button button--ghost" onClick={onBack}>
        {t('recovery.goBack')}
      </button>
    </div>
  );
}

/** SPEC §2 recovery card ('forgotPassword'): the form, then complete; login is one click away. */
export const ForgotPasswordModal = observer(function ForgotPasswordModal() {
  const { t } = useTranslation();
  const shell = useShell();
  const [returned, setReturned] = useState(false);
  const vm = useRecoveryForm();
  function handleBack() {
    setReturned(true);
    vm.goBack();
  }
  return (
    <Dialog title={t('recovery.title')} onClose={() => shell.modals.close('forgotPassword')}>
      {vm.complete ? <RecoveryComplete onBack={handleBack} /> : <RecoveryForm vm={vm} takeFocus={returned} />}
      <p>
        <button type="button" className="link-button" onClick={() => shell.modals.show('login')}>
          {t('recovery.backToLogin')}
        </button>
      </p>
    </Dialog>
  );
});
