import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import { useRoute } from '../../../renderer/use-route';
import { useCreditsDrawer } from '../hooks/use-credits-drawer';
import type { CreditsDrawerViewModel } from '../view-models/credits-drawer.view-model';
import { BundleList } from './bundle-list';
import { MethodList } from './method-list';
import { PaymentFailure, PaymentSuccess, PaymentWaiting } from './payment-result';
import { Dialog } from '../../../components/common/dialog';

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
      return <PaymentSuccess vm={vm} credits={shell.balance} />;
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
