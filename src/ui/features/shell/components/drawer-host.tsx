import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ComponentType } from 'react';
import { useShell } from '../../../app/shell-context';
import { LazyTexts } from '../../../i18n/lazy-texts';
import { loadDialInDrawer } from '../../dial-in';
import { loadCreditsDrawer } from '../../wallet';
import type { DrawerName } from '../view-models/shell.view-model';

// The drawers and what they need (prices, methods, the phone flow) load when one first opens.
const LAZY: Partial<Record<DrawerName, ComponentType>> = {
  credits: lazy(loadCreditsDrawer),
  dialIn: lazy(loadDialInDrawer),
};

/** The open side drawer (SPEC §2: the credits drawer and the dial-in drawer), over any page. */
export const DrawerHost = observer(function DrawerHost() {
  const { drawer } = useShell();
  const Drawer = drawer ? LAZY[drawer.name] : undefined;
  return Drawer ? (
    <Suspense fallback={null}>
      <LazyTexts>
        <Drawer />
      </LazyTexts>
    </Suspense>
  ) : null;
});
