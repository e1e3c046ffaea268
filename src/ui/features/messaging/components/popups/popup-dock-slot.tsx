import { IdlePart } from '../../../../components/common/idle-part';
import { lazyPart } from '../../../../components/common/lazy-part';

const PopupDock = lazyPart(() => import('./popup-dock'));

/** The member's pop-up container: it comes in when the page is idle. */
export function PopupDockSlot() {
  return (
    <IdlePart name="messenger popups">
      <PopupDock />
    </IdlePart>
  );
}
