import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialInViewModel } from '../view-models/dial-in.view-model';
import { FormField } from '../../../components/common/form-field';
import { SandboxPhoneLink } from './sandbox-phone-link';

/** Step 2 (SPEC §2, §5): the 4-digit pin the voice read out; 'Invalid pin code' when refused. */
export const PinStep = observer(function PinStep({ vm }: { vm: DialInViewModel }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  // The button that led here is gone: focus moves to the pin, where the visitor types next.
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void vm.submit();
  }
  return (
    <form ref={form} className="auth-form dial-in-step" onSubmit={handleSubmit} noValidate>
      <FormField
        label={t('dialIn.pinLabel')}
        hint={t('dialIn.pinHint')}
        error={vm.pinError}
        value={vm.pincode}
        onValue={vm.setPincode}
        name="pincode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
      />
      <SandboxPhoneLink vm={vm} />
      <button type="submit" className="button" disabled={vm.submitting}>
        {t('dialIn.confirm')}
      </button>
      <button type="button" className="button button--ghost" onClick={vm.back}>
        {t('dialIn.back')}
      </button>
    </form>
  );
});
