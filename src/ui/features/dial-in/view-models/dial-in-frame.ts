import type { DialInFlow } from '../../../../core/dial-in/dial-in-flow';
import type { DialInState } from '../../../../core/dial-in/dial-in.model';
import type { ShellViewModel } from '../../shell';

/**
 * Ties the tab's dial-in flow to its frame, once: every state goes to the frame's status (banner,
 * status bar), a call that starts closes the drawer (the banner announces it), an expired session
 * closes the drawer and opens it again 100 ms later with a new number.
 */
export function connectDialIn(shell: ShellViewModel, flow: DialInFlow): DialInFlow {
  const status = shell.dialIn;
  if (status.source === flow) return flow;
  // SPEC §4: the page loader shows while the call is awaited, and goes once she is in call or it ended.
  const follow = (state: DialInState) => {
    status.show(state);
    shell.loader.set('phoneCall', state.session !== null && state.state === 'pending');
  };
  flow.subscribe({
    state: follow,
    activate: () => shell.closeDrawer('dialIn'),
    closeDrawer: () => shell.closeDrawer('dialIn'),
    reopenDrawer: () => shell.openDrawer('dialIn'),
  });
  follow(flow.state);
  status.source = flow;
  return flow;
}
