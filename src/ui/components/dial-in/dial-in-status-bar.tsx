import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DialInState } from '../../../core/model/dial-in';
import { dialInStatusBar } from '../../../core/rules/dial-in';
import { useContainer } from '../../app/container-context';
import { useShell } from '../../app/shell-context';
import { connectDialIn } from '../../view-models/dial-in-frame';
import { dialInStatusOf } from '../../view-models/dial-in-status';

/**
 * SPEC §2 dial-in status bar: waiting for the call (not on mobile), in call, or ended (expired
 * too; not on mobile). Its close button resets dial-in; during a call there is none, the call
 * goes on until the caller hangs up.
 */
export const DialInStatusBar = observer(function DialInStatusBar({ state }: { state: DialInState }) {
  const { t } = useTranslation();
  const shell = useShell();
  const container = useContainer();
  const bar = dialInStatusBar(state, shell.viewport.isMobile);
  if (!bar) return null;
  function handleClose() {
    void connectDialIn(shell, container, dialInStatusOf(shell)).then((flow) => flow.reset());
  }
  return (
    <div className={`dial-in-status dial-in-status--${bar}`}>
      <p role="status" className="dial-in-status__text">
        {bar === 'pending' && <span className="dial-in-spinner" aria-hidden="true" />}
        {t(`dialIn.status.${bar}`)}
      </p>
      {bar !== 'in_call' && (
        <button type="button" className="icon-button dial-in-status__close" onClick={handleClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('dialIn.closeStatus')}</span>
        </button>
      )}
    </div>
  );
});
