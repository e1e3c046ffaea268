import { observer } from 'mobx-react-lite';
import { useShell } from '../../../app/shell-context';
import { useRoute } from '../../../renderer/use-route';
import { useWelcomePopup, type WelcomeModalName } from '../hooks/use-welcome-popup';
import type { WelcomeMode } from '../view-models/welcome-popup.view-model';
import { WelcomePopup } from './welcome-popup';

const WelcomeModal = observer(function WelcomeModal(props: { name: WelcomeModalName; mode: WelcomeMode }) {
  const shell = useShell();
  const route = useRoute();
  const vm = useWelcomePopup(props.name, props.mode);
  return (
    <WelcomePopup
      vm={vm}
      settingsHref={route.to('/settings')}
      onClose={() => shell.modals.close(props.name)}
    />
  );
});

/** After registration (props: email): the mail with the verification link is on its way. */
export function RegisterConfirmation() {
  return <WelcomeModal name="registerConfirmation" mode="confirmation" />;
}

/** SPEC §2 'claim credits' from the header: the same popup as a reminder. */
export function ClaimCreditsModal() {
  return <WelcomeModal name="claimCredits" mode="reminder" />;
}

/** SPEC §2 lander popup, after an automatic login of an unverified member: the lander's layout. */
export function LanderModal() {
  return <WelcomeModal name="lander" mode="lander" />;
}
