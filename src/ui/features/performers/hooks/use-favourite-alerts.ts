import { useEffect } from 'react';
import { useFeature } from '../../../app/app-context';
import { FavouriteAlertsViewModel, type FrameScheduler } from '../view-models/favourite-alerts.view-model';

const nextFrame: FrameScheduler = (callback) => {
  const frame = requestAnimationFrame(callback);
  return () => cancelAnimationFrame(frame);
};

// One per tab: the alerts stay on screen from page to page until the member opens or closes them.
let tabAlerts: FavouriteAlertsViewModel | null = null;

/** The tab's favourite-online alerts, fed by the realtime bridge (suspends until the shell loads). */
export function useFavouriteAlerts(): FavouriteAlertsViewModel {
  const { realtime } = useFeature('shell');
  tabAlerts ??= new FavouriteAlertsViewModel((listener) => realtime.onFavouriteOnline(listener), nextFrame);
  const vm = tabAlerts;
  // A logout or an end of the session unmounts the alerts: they were the member's.
  useEffect(
    () => () => {
      vm.dispose();
      if (tabAlerts === vm) tabAlerts = null;
    },
    [vm],
  );
  return vm;
}
