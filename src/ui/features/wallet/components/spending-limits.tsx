import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FailedWithRetry } from '../../../components/common/failed-with-retry';
import { useLazyTexts } from '../../../i18n/lazy-texts';
import { useSpendingLimits } from '../hooks/use-spending-limits';
import { BuyingPause } from './buying-pause';
import { LimitPeriodForm } from './limit-period-form';

/** The spending limits panel (lazy): a limit per day, week and month, and the pause of buying. */
const SpendingLimits = observer(function SpendingLimits() {
  const { t } = useTranslation();
  useLazyTexts();
  const vm = useSpendingLimits();
  if (vm.loadFailed)
    return (
      <FailedWithRetry
        text={t('wallet.limits.loadFailed')}
        retry={t('wallet.limits.retry')}
        onRetry={() => void vm.load()}
      />
    );
  if (!vm.state) return <p role="status">{t('wallet.limits.loading')}</p>;
  return (
    <div className="spending-limits">
      <p>{t('wallet.limits.rule')}</p>
      {vm.periods.map((period) => (
        <LimitPeriodForm key={period.period} vm={period} />
      ))}
      <BuyingPause vm={vm.pause} />
    </div>
  );
});

export default SpendingLimits;
