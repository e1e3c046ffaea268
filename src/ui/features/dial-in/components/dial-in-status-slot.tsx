import { observer } from 'mobx-react-lite';
import { lazyPart, LoadedPart } from '../../../components/common/lazy-part';
import { LazyTexts } from '../../../i18n/lazy-texts';
import type { DialInStatus } from '../view-models/dial-in-status';

// A session exists only once the dial-in flow has loaded, so the bar's code comes with that, not
// with the pages' first load.
const DialInStatusBar = lazyPart(() => import('./dial-in-status-bar'));

/** Where the frame shows the dial-in status bar: nothing while the tab has no phone session. */
export const DialInStatusSlot = observer(function DialInStatusSlot({ status }: { status: DialInStatus }) {
  if (!status.state) return null;
  return (
    <LoadedPart name="dial-in status bar">
      <LazyTexts>
        <DialInStatusBar state={status.state} />
      </LazyTexts>
    </LoadedPart>
  );
});
