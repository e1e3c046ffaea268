import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DialInViewModel } from '../view-models/dial-in.view-model';
import { SandboxPhoneLink } from './sandbox-phone-link';

const TEXT = { waiting: 'dialIn.waiting', active: 'dialIn.active', ended: 'dialIn.ended' } as const;

/**
 * The session after the pin (SPEC §4): waiting for the call (the loader), the call on, or ended.
 * One live region, there from the drawer's first frame (empty during the steps), whose text
 * changes, so each state is read out as it comes.
 */
export const DialInProgress = observer(function DialInProgress({ vm }: { vm: DialInViewModel }) {
  const { t } = useTranslation();
  const phase = vm.phase;
  const text = phase === 'waiting' || phase === 'active' || phase === 'ended' ? TEXT[phase] : null;
  return (
    <>
      <p role="status" className={`dial-in-progress dial-in-progress--${phase}`}>
        {phase === 'waiting' && <span className="dial-in-spinner" aria-hidden="true" />}
        {text && t(text)}
      </p>
      {phase === 'waiting' && <SandboxPhoneLink vm={vm} />}
    </>
  );
});
