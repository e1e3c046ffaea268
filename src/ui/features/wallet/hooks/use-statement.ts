import { useApp, useFeature } from '../../../app/app-context';
import { useViewModel } from '../../../app/use-view-model';
import { StatementViewModel } from '../view-models/statement.view-model';

/**
 * The statement's view model, with the wallet's use-cases (the statement is lazy: its Suspense
 * boundary waits for the feature). It loads the default period as it is shown.
 */
export function useStatement(): StatementViewModel {
  const wallet = useFeature('wallet');
  const app = useApp();
  return useViewModel(
    () => new StatementViewModel(wallet, () => app.clock.now()),
    (vm) => {
      if (vm.period === null) void vm.load();
    },
  );
}
