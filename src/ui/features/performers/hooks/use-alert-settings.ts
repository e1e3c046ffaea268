import { useFeature } from '../../../app/app-context';
import { useViewModel } from '../../../app/use-view-model';
import { useSite } from '../../../renderer/use-site';
import { AlertSettingsViewModel } from '../view-models/alert-settings.view-model';
import { pushState, subscribePush, unsubscribePush } from '../web-push';

/** The alert settings' view model (lazy: its Suspense boundary waits for the feature); loads as shown. */
export function useAlertSettings(): AlertSettingsViewModel {
  const performers = useFeature('performers');
  const { vapidPublicKey } = useSite();
  const push = {
    state: pushState,
    subscribe: () => subscribePush(vapidPublicKey),
    unsubscribe: unsubscribePush,
  };
  return useViewModel(
    () => new AlertSettingsViewModel(performers, push),
    (vm) => void vm.load(),
  );
}
