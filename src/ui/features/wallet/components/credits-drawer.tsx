import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuyBundle } from '../../../../core/wallet/buy-bundle.use-case';
import type { LoadCreditsOffer } from '../../../../core/wallet/load-credits-offer.use-case';
import type { SelectBundle } from '../../../../core/wallet/select-bundle.use-case';
import type { WatchPayment } from '../../../../core/wallet/watch-payment.use-case';
import { TOKENS } from '../../../../composition/tokens';
import { useViewModel } from '../../../app/container-context';
import { useShell } from '../../../app/shell-context';
import { useRoute } from '../../../renderer/use-route';
import { useSite } from '../../../renderer/use-site';
import { CreditsDrawerViewModel } from '../view-models/credits-drawer.view-model';
import { BundleList } from './bundle-list';
import { MethodList } from './method-list';
import { openPaymentWindow } from './payment-window';
import { PaymentFailure, PaymentSuccess, PaymentWaiting } from './payment-result';
import { Dialog } from '../../../components/common/dialog';

function useCreditsDrawer(): CreditsDrawerViewModel {
  const shell = useShell();
  const route = useRoute();
  const site = useSite();
  const vm = useViewModel(
    (container) =>
      new CreditsDrawerViewModel({
        loadOffer: () => container.getAsync<LoadCreditsOffer>(TOKENS.LoadCreditsOffer),
        selectBundle: () => container.getAsync<SelectBundle>(TOKENS.SelectBundle),
        buyBundle: () => container.getAsync<BuyBundle>(TOKENS.BuyBundle),
        watchPayment: () => container.getAsync<WatchPayment>(TOKENS.WatchPayment),
        locale: route.locale,
        site: { affiliation: site.name, brand: site.name },
        device: () => (shell.viewport.isMobile ? 'mobile' : 'desktop'),
        returnUrl: () => route.current,
        openWindow: openPaymentWindow,
        onCredits: shell.applyCredits,
        onDialIn: () => shell.openDrawer('dialIn'),
        onClose: () => shell.closeDrawer('credits'),
      }),
  );
  const type = shell.drawer?.props?.type;
  useEffect(() => {
    void vm.open(type);
    return vm.dispose;
  }, [vm, type]);
  return vm;
}

/** The drawer's body for the current step. */
const CreditsStepView = observer(function CreditsStepView({ vm }: { vm: CreditsDrawerViewModel }) {
  const { t } = useTranslation();
  const shell = useShell();
  const { locale } = useRoute();
  switch (vm.step) {
    case 'loading':
      return <p role="status">{t('wallet.loading')}</p>;
    case 'unavailable':
      return (
        <>
          <p role="alert">{t('wallet.unavailable')}</p>
          <button type="button" className="button" onClick={() => void vm.open()}>
            {t('wallet.reload')}
          </button>
        </>
      );
    case 'bundles':
      return <BundleList vm={vm} locale={locale} />;
    case 'methods':
      return <MethodList vm={vm} locale={locale} />;
    case 'waiting':
      return <PaymentWaiting vm={vm} />;
    case 'success':
      return <PaymentSuccess vm={vm} credits={shell.member?.credits ?? null} />;
    case 'failed':
      return <PaymentFailure vm={vm} />;
  }
});

/**
 * SPEC §2 credits drawer, on the right: bundles, payment method, checkout in a new window, then
 * success or failure. Loaded on demand (the drawer host's lazy import), never with a page.
 */
const CreditsDrawer = observer(function CreditsDrawer() {
  const { t } = useTranslation();
  const shell = useShell();
  const vm = useCreditsDrawer();
  return (
    <Dialog title={t('wallet.title')} variant="drawer-right" className="credits-drawer" onClose={vm.close}>
      {shell.credits !== null && (
        <p className="credits-drawer__balance">{t('wallet.balance', { credits: shell.credits })}</p>
      )}
      <CreditsStepView vm={vm} />
    </Dialog>
  );
});

export default CreditsDrawer;
