import { observer } from 'mobx-react-lite';
import { DefaultLayout } from './default-layout';
import { LanderLayout } from './lander-layout';
import type { WelcomePopupProps } from './welcome-parts';

/**
 * The welcome-credits popup (SPEC §2) in the layout its view model chose: the lander's special
 * layout or the default one. Nothing shows while the lander's layout loads.
 */
export const WelcomePopup = observer(function WelcomePopup(props: WelcomePopupProps) {
  const lander = props.vm.lander;
  if (props.vm.layout === null) return null;
  return lander ? <LanderLayout {...props} lander={lander} /> : <DefaultLayout {...props} />;
});
