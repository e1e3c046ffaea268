import type { ModalName } from '../../../../core/shell/modals';
import { useApp, useFeature } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import { useRoute } from '../../../renderer/use-route';
import { useSite } from '../../../renderer/use-site';
import { WelcomePopupViewModel, type WelcomeMode } from '../view-models/welcome-popup.view-model';

export type WelcomeModalName = Extract<ModalName, 'registerConfirmation' | 'claimCredits' | 'lander'>;

/**
 * The popup's view model, made once from the modal's props and the member, with the account's
 * and the performers' use-cases (the modal is lazy); it loads when shown and stops its timer when
 * it goes.
 */
export function useWelcomePopup(name: WelcomeModalName, mode: WelcomeMode): WelcomePopupViewModel {
  const account = useFeature('account');
  const performers = useFeature('performers');
  const app = useApp();
  const shell = useShell();
  const site = useSite();
  const { locale } = useRoute();
  return useViewModel(
    () => {
      const email = shell.modals.propsOf(name)?.email;
      return new WelcomePopupViewModel(
        {
          loadLander: account.loadLander,
          resendActivation: account.resendActivation,
          listPerformers: performers.listPerformers,
        },
        { timers: app.clock, logger: app.logger, locale },
        {
          mode,
          email: typeof email === 'string' ? email : (shell.member?.email ?? ''),
          credits: site.welcomeCredits,
          lander: shell.member?.lander ?? null,
        },
      );
    },
    (vm) => {
      void vm.load();
      return vm.dispose;
    },
  );
}
