import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DialInViewModel } from '../view-models/dial-in.view-model';

/**
 * On the embedded sandbox only: its phone page for the session on screen, where a person places
 * the call the real world would carry (hears the pin, presses 1, hangs up).
 */
export const SandboxPhoneLink = observer(function SandboxPhoneLink({ vm }: { vm: DialInViewModel }) {
  const { t } = useTranslation();
  if (!vm.phoneUrl) return null;
  return (
    <p className="dial-in-sandbox">
      <a href={vm.phoneUrl} target="_blank" rel="noopener noreferrer">
        {t('dialIn.sandboxPhone')}
      </a>
    </p>
  );
});
