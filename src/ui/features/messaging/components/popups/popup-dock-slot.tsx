import { lazyPart, LoadedPart } from '../../../../components/common/lazy-part';
import { useEffect, useState } from 'react';
import { whenIdle } from '../../../../app/when-idle';

// The pop-ups' code, styles and texts load once the page is idle, in their own chunk.
const PopupDock = lazyPart(() => import('./popup-dock'));

/** The member's pop-up container, never server-rendered: it comes in when the page is idle. */
export function PopupDockSlot() {
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => setShown(true)), []);
  if (!shown) return null;
  return (
    <LoadedPart name="messenger popups">
      <PopupDock />
    </LoadedPart>
  );
}
