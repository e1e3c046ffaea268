import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { ModalName } from '../../../../core/shell/modals';
import type { ListPerformers } from '../../../../core/performers/list-performers.use-case';
import type { LoadLander } from '../../../../core/account/load-lander.use-case';
import type { ResendActivation } from '../../../../core/account/resend-activation.use-case';
import type { Clock } from '../../../../ports/clock.port';
import type { Logger } from '../../../../ports/logger.port';
import { TOKENS } from '../../../../composition/tokens';
import { useViewModel } from '../../../app/container-context';
import { useShell } from '../../../app/shell-context';
import { useRoute } from '../../../renderer/use-route';
import { useSite } from '../../../renderer/use-site';
import { WelcomePopupViewModel, type WelcomeMode } from '../view-models/welcome-popup.view-model';
import { WelcomePopup } from './welcome-popup';

type WelcomeModalName = Extract<ModalName, 'registerConfirmation' | 'claimCredits' | 'lander'>;

/** The popup's view model, made once from the modal's props and the member, disposed on close. */
function useWelcomePopup(name: WelcomeModalName, mode: WelcomeMode): WelcomePopupViewModel {
  const shell = useShell();
  const site = useSite();
  const { locale } = useRoute();
  const vm = useViewModel((container) => {
    const email = shell.modals.propsOf(name)?.email;
    return new WelcomePopupViewModel(
      {
        loadLander: () => container.getAsync<LoadLander>(TOKENS.LoadLander),
        resendActivation: () => container.getAsync<ResendActivation>(TOKENS.ResendActivation),
        listPerformers: () => container.getAsync<ListPerformers>(TOKENS.ListPerformers),
        timers: container.get<Clock>(TOKENS.Clock),
        logger: container.get<Logger>(TOKENS.Logger),
        locale,
      },
      {
        mode,
        email: typeof email === 'string' ? email : (shell.member?.email ?? ''),
        credits: site.welcomeCredits,
        lander: shell.member?.lander ?? null,
      },
    );
  });
  useEffect(() => {
    void vm.load();
    return vm.dispose;
  }, [vm]);
  return vm;
}

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
