import { IdlePart } from '../../../../components/common/idle-part';
import { lazyPart } from '../../../../components/common/lazy-part';

const FavouriteAlerts = lazyPart(() => import('./favourite-alerts'));

/** A member's favourite-online alerts: they come in when the page is idle. */
export function FavouriteAlertsSlot() {
  return (
    <IdlePart name="favourite alerts">
      <FavouriteAlerts />
    </IdlePart>
  );
}
