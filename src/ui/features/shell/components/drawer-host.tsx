import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { lazyPart, LoadedPart } from '../../../components/common/lazy-part';
import { useShell } from '../../../app/shell-context';
import { LazyTexts } from '../../../i18n/lazy-texts';
import { loadDialInDrawer } from '../../dial-in';
import { loadCreditsDrawer } from '../../wallet';
import type { DrawerName } from '../view-models/shell.view-model';

// The drawers and what they need (prices, methods, the phone flow) load when one first opens.
const LAZY: Partial<Record<DrawerName, ComponentType>> = {
  credits: lazyPart(loadCreditsDrawer),
  dialIn: lazyPart(loadDialInDrawer),
};

/** The open side drawer (SPEC §2: the credits drawer and the dial-in drawer), over any page. */
export const DrawerHost = observer(function DrawerHost() {
  const shell = useShell();
  const drawer = shell.drawer;
  const Drawer = drawer ? LAZY[drawer.name] : undefined;
  // A drawer whose code did not come is closed again: the next click that opens it retries.
  return drawer && Drawer ? (
    <LoadedPart
      key={drawer.name}
      name={`${drawer.name} drawer`}
      onFailed={() => shell.closeDrawer(drawer.name)}
    >
      <LazyTexts>
        <Drawer />
      </LazyTexts>
    </LoadedPart>
  ) : null;
});
