import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDialIn } from '../hooks/use-dial-in';
import { Dialog } from '../../../components/common/dialog';
import { CountryStep } from './country-step';
import { DialInProgress } from './dial-in-progress';
import { PinStep } from './pin-step';

/**
 * The dial-in drawer (SPEC §2): pay for chat by phone in two steps, country and number, then the
 * pin, and the session's progress after it. Loaded on demand by the drawer host.
 */
export const DialInDrawer = observer(function DialInDrawer() {
  const { t } = useTranslation();
  const vm = useDialIn();
  const phase = vm.phase;
  return (
    <Dialog title={t('dialIn.title')} variant="drawer-right" className="dial-in-drawer" onClose={vm.close}>
      {vm.sessionLost && (
        <p className="form-error" role="alert">
          {t('dialIn.sessionNotFound')}
        </p>
      )}
      {phase === 'country' && <CountryStep vm={vm} />}
      {phase === 'pin' && <PinStep vm={vm} />}
      <DialInProgress vm={vm} />
    </Dialog>
  );
});

export default DialInDrawer;
