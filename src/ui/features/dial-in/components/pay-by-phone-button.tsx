import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';

/** Opens the dial-in drawer (SPEC §2): chat paid by a phone call, no account needed. */
export function PayByPhoneButton({ className = 'button button--ghost' }: { className?: string }) {
  const { t } = useTranslation();
  const shell = useShell();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => shell.openDrawer('dialIn')}
    >
      {t('dialIn.payByPhone')}
    </button>
  );
}
