import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { DialInStatus } from '../../view-models/dial-in-status';

// Most visits never have a phone session: the bar's code loads only when one exists, in one
// chunk with the drawer it leads back to (one request, and the shared libraries stay together).
const DialInStatusBar = lazy(() =>
  import('../drawers/dial-in-drawer').then((module) => ({ default: module.DialInStatusBar })),
);

/** Where the dial-in status bar goes in every layout (SPEC §2), while a phone session exists. */
export const DialInStatusSlot = observer(function DialInStatusSlot({ status }: { status: DialInStatus }) {
  return status.state ? (
    <Suspense fallback={null}>
      <DialInStatusBar state={status.state} />
    </Suspense>
  ) : null;
});
