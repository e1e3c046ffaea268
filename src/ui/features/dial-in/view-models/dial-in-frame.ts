import type { AppContainer } from '../../../../composition/app-container';
import { TOKENS } from '../../../../composition/tokens';
import type { DialInFlow } from '../../../../core/dial-in/dial-in-flow';
import type { DialInStatus } from './dial-in-status';
import type { ShellViewModel } from '../../shell';

const connected = new WeakMap<ShellViewModel, Promise<DialInFlow>>();

/**
 * Ties the tab's dial-in flow to its frame, once: every state goes to the status (banner, status
 * bar), a call that starts closes the drawer (the banner announces it), an expired session closes
 * the drawer and opens it again 100 ms later with a new number. The caller passes the frame's
 * status (dialInStatusOf), which keeps MobX out of this module's chunk.
 */
export function connectDialIn(
  shell: ShellViewModel,
  container: AppContainer,
  status: DialInStatus,
): Promise<DialInFlow> {
  let flow = connected.get(shell);
  if (!flow) {
    flow = container.getAsync<DialInFlow>(TOKENS.DialInFlow).then((instance) => {
      instance.subscribe({
        state: (state) => status.show(state),
        activate: () => shell.closeDrawer('dialIn'),
        closeDrawer: () => shell.closeDrawer('dialIn'),
        reopenDrawer: () => shell.openDrawer('dialIn'),
      });
      status.show(instance.state);
      return instance;
    });
    connected.set(shell, flow);
  }
  return flow;
}
