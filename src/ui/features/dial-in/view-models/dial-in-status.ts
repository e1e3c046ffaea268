import { makeAutoObservable } from 'mobx';
import type { ComponentType } from 'react';
import type { DialInState } from '../../../../core/dial-in/dial-in.model';

/**
 * The tab's phone session as the frame shows it: the banner and the 5rem header while a call is
 * active, the status bar while a session exists. Part of every page, so it only holds state: the
 * flow that fills it (DialInFlow, via dial-in-frame.ts) loads when a session or the drawer needs it.
 */
export class DialInStatus {
  /** Null while there is no session, and until the flow has spoken after hydration. */
  state: DialInState | null = null;
  /**
   * The status bar, handed over by the dial-in chunk when it loads (before any state arrives), so
   * its code stays out of the pages' first load without a lazy wrapper of its own.
   */
  bar: ComponentType<{ state: DialInState }> | null = null;

  /** `active` starts as the server read it from the cookie, so the first frames agree. */
  constructor(public active: boolean) {
    makeAutoObservable(this, { bar: false });
  }

  show(state: DialInState): void {
    this.state = state.session ? state : null;
    this.active = state.active;
  }
}

const statuses = new WeakMap<object, DialInStatus>();

/** The dial-in status of a frame (one per tab, one per server render), made on first use. */
export function dialInStatusOf(shell: object, active = false): DialInStatus {
  let status = statuses.get(shell);
  if (!status) statuses.set(shell, (status = new DialInStatus(active)));
  return status;
}
