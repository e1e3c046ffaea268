import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCredits } from '../../../../core/wallet/pricing';
import type { CreditsDrawerViewModel } from '../view-models/credits-drawer.view-model';
import { StepHeading } from './step-heading';

/**
 * While the member pays in the other window. Coming back to this window (focus) asks the backend
 * for the payment's state, in case the socket missed the outcome.
 */
export const PaymentWaiting = observer(function PaymentWaiting({ vm }: { vm: CreditsDrawerViewModel }) {
  const { t } = useTranslation();
  useEffect(() => {
    const onFocus = () => void vm.refresh();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [vm]);
  return (
    <div className="credits-step">
      <StepHeading>{t('wallet.waiting.heading')}</StepHeading>
      <p>{t(vm.windowBlocked ? 'wallet.waiting.blocked' : 'wallet.waiting.text')}</p>
      {vm.paymentURL && (
        <a className="button button--ghost" href={vm.paymentURL} target="_blank" rel="noopener noreferrer">
          {t('wallet.waiting.open')}
        </a>
      )}
    </div>
  );
});

/** The success screen: the credits bought (the news, fading in) and the balance as the backend last stated it. */
export const PaymentSuccess = observer(function PaymentSuccess(props: {
  vm: CreditsDrawerViewModel;
  credits: number | null;
}) {
  const { t } = useTranslation();
  const { vm } = props;
  const balance = props.credits ?? vm.balance;
  return (
    <div className="credits-step credits-step--success">
      <StepHeading>{t('wallet.success.heading')}</StepHeading>
      <p role="status" className="fade-in">
        {t('wallet.success.text', { credits: formatCredits(vm.lastPurchaseAmount) })}
      </p>
      {balance !== null && <p>{t('wallet.success.balance', { credits: formatCredits(balance) })}</p>}
      <button type="button" className="button" onClick={vm.close}>
        {t('wallet.success.done')}
      </button>
    </div>
  );
});

/** The failure screen: the reason's own text (SPEC §8) and 'try again', back to the bundles. */
export const PaymentFailure = observer(function PaymentFailure({ vm }: { vm: CreditsDrawerViewModel }) {
  const { t } = useTranslation();
  return (
    <div className="credits-step credits-step--failed">
      <StepHeading>{t('wallet.failure.heading')}</StepHeading>
      <p role="alert">{t(`wallet.failure.reasons.${vm.failure?.reason ?? 'default'}`)}</p>
      <button type="button" className="button" onClick={vm.retry}>
        {t('wallet.failure.retry')}
      </button>
    </div>
  );
});
