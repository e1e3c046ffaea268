import { useEffect } from 'react';
import { useFeature } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import { useRoute } from '../../../renderer/use-route';
import { useSite } from '../../../renderer/use-site';
import { openPaymentWindow } from '../components/payment-window';
import { CreditsDrawerViewModel } from '../view-models/credits-drawer.view-model';

/**
 * The credits drawer's view model, with the wallet's use-cases (the drawer is lazy: its Suspense
 * boundary waits for the feature). Opened with the drawer's type, reset when it goes.
 */
export function useCreditsDrawer(): CreditsDrawerViewModel {
  const wallet = useFeature('wallet');
  const shell = useShell();
  const route = useRoute();
  const site = useSite();
  const vm = useViewModel(
    () =>
      new CreditsDrawerViewModel(wallet, {
        locale: route.locale,
        site: { affiliation: site.name, brand: site.name },
        device: () => (shell.viewport.isMobile ? 'mobile' : 'desktop'),
        returnUrl: () => route.current,
        openWindow: openPaymentWindow,
        onDialIn: () => shell.openDrawer('dialIn'),
        onClose: () => shell.closeDrawer('credits'),
        onAfterPay: (event) => shell.afterPayment(event),
      }),
  );
  const type = shell.drawer?.props?.type;
  useEffect(() => {
    void vm.open(type);
    return vm.dispose;
  }, [vm, type]);
  return vm;
}
