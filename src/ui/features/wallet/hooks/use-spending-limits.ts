import { useApp, useFeature } from '../../../app/app-context';
import { useViewModel } from '../../../app/use-view-model';
import { SpendingLimitsViewModel } from '../view-models/spending-limits.view-model';

/** The spending limits' view model (lazy: its Suspense boundary waits for the feature); loads as shown. */
export function useSpendingLimits(): SpendingLimitsViewModel {
  const wallet = useFeature('wallet');
  const app = useApp();
  return useViewModel(
    () => new SpendingLimitsViewModel(wallet, () => app.clock.now()),
    (vm) => {
      if (vm.state === null) void vm.load();
    },
  );
}
