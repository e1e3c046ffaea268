import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DialInState } from '../../../../core/dial-in/dial-in.model';
import { dialInStatusBar } from '../../../../core/dial-in/dial-in.rules';
import { useShell } from '../../../app/shell-context';
import { useDialInReset } from '../hooks/use-dial-in-reset';

/**
 * SPEC §2 dial-in status bar: waiting for the call (not on mobile) or ended (expired too; not on
 * mobile), with a close button that resets dial-in. In a call the bar is the header's banner
 * (DialInBanner, which grows the header to 5rem and is rendered by the server too), so it is not
 * shown twice.
 */
export const DialInStatusBar = observer(function DialInStatusBar({ state }: { state: DialInState }) {
  const { t } = useTranslation();
  const shell = useShell();
  const reset = useDialInReset();
  const bar = dialInStatusBar(state, shell.viewport.isMobile);
  if (!bar || bar === 'in_call') return null;
  function handleClose() {
    reset();
  }
  return (
    <div className={`dial-in-status dial-in-status--${bar}`}>
      <p role="status" className="dial-in-status__text">
        {bar === 'pending' && <span className="dial-in-spinner" aria-hidden="true" />}
        {t(`dialIn.status.${bar}`)}
      </p>
      <button type="button" className="icon-button dial-in-status__close" onClick={handleClose}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('dialIn.closeStatus')}</span>
      </button>
    </div>
  );
});

export default DialInStatusBar;
