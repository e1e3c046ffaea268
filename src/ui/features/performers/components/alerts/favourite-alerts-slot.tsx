import { useEffect, useState } from 'react';
import { whenIdle } from '../../../../app/when-idle';
import { lazyPart, LoadedPart } from '../../../../components/common/lazy-part';

// The alerts' code, styles and texts load once the page is idle, in their own chunk.
const FavouriteAlerts = lazyPart(() => import('./favourite-alerts'));

/** A member's favourite-online alerts, never server-rendered: they come in when the page is idle. */
export function FavouriteAlertsSlot() {
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => setShown(true)), []);
  if (!shown) return null;
  return (
    <LoadedPart name="favourite alerts">
      <FavouriteAlerts />
    </LoadedPart>
  );
}
