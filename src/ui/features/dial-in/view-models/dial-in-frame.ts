import type { DialInFlow } from '../../../../core/dial-in/dial-in-flow';
import type { DialInStatus } from './dial-in-status';
import type { ShellViewModel } from '../../shell';

const connected = new WeakMap<ShellViewModel, DialInFlow>();

/**
 * Ties the tab's dial-in flow to its frame, once: every state goes to the status (banner, status
 * bar), a call that starts closes the drawer (the banner announces it), an expired session closes
 * the drawer and opens it again 100 ms later with a new number. The caller passes the frame's
 * status (dialInStatusOf), which keeps MobX out of this module's chunk.
 */
export function connectDialIn(shell: ShellViewModel, flow: DialInFlow, status: DialInStatus): DialInFlow {
  if (connected.get(shell) === flow) return flow;
  flow.subscribe({
    state: (state) => status.show(state),
    activate: () => shell.closeDrawer('dialIn'),
    closeDrawer: () => shell.closeDrawer('dialIn'),
    reopenDrawer: () => shell.openDrawer('dialIn'),
  });
  status.show(flow.state);
  connected.set(shell, flow);
  return flow;
}
