import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { DialInStatus } from '../../view-models/dial-in-status';

// Most visits never have a phone session: the bar's code loads only when one exists.
const DialInStatusBar = lazy(() => import('./dial-in-status-bar'));

/** Where the dial-in status bar goes in every layout (SPEC §2), while a phone session exists. */
export const DialInStatusSlot = observer(function DialInStatusSlot({ status }: { status: DialInStatus }) {
  return status.state ? (
    <Suspense fallback={null}>
      <DialInStatusBar state={status.state} />
    </Suspense>
  ) : null;
});
