import { makeAutoObservable } from 'mobx';
import type { DialInFlow } from '../../../../core/dial-in/dial-in-flow';
import type { DialInState } from '../../../../core/dial-in/dial-in.model';

/**
 * The tab's phone session as the frame shows it: the banner and the 5rem header while a call is
 * active, the status bar while a session exists. The frame (ShellViewModel.dialIn) holds one, so it
 * only holds state: the flow that fills it (DialInFlow, via dial-in-frame.ts) loads when a session
 * or the drawer needs it.
 */
export class DialInStatus {
  /** Null while there is no session, and until the flow has spoken after hydration. */
  state: DialInState | null = null;
  /** The flow that fills this status once connectDialIn has tied it to the frame; null before. */
  source: DialInFlow | null = null;

  /** `active` starts as the server read it from the cookie, so the first frames agree. */
  constructor(public active = false) {
    makeAutoObservable(this, { source: false });
  }

  show(state: DialInState): void {
    this.state = state.session ? state : null;
    this.active = state.active;
  }
}
