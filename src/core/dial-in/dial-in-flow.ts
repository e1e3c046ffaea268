import type { DialInState, DialInStatus } from './dial-in.model';
import { DIAL_IN_TIMINGS, dialInStep, INITIAL_DIAL_IN_STATE, type DialInStep } from './dial-in.rules';
import type { Clock, TimerHandle } from '../../ports/clock.port';
import type { Logger } from '../../ports/logger.port';
import type { MemberEvents, Unsubscribe } from '../../ports/member-events.port';
import type { Storages } from '../../ports/storage.port';
import { forgetIvr, readDialInState, writeDialInState } from './dial-in-storage';
import type { VerifyDialIn } from './verify-dial-in.use-case';

/** What the frame does on the flow's word. Every handler is optional. */
export interface DialInFlowListener {
  /** Every new state, already persisted. */
  state?(state: DialInState): void;
  /** Pending shows the page loader; the other states hide it. */
  loader?(show: boolean): void;
  /** In call: close the drawer and announce the active session. */
  activate?(): void;
  /** Ended: leave the chat with this reason ('dialin_stopped'); the chat subscribes here. */
  leaveChat?(reason: string): void;
  /** Expired after it started: the drawer closes now and `reopenDrawer` follows 100 ms later. */
  closeDrawer?(): void;
  reopenDrawer?(): void;
  /** The backend no longer knows the session ('Could not find your session'); it was reset. */
  sessionLost?(): void;
}

/**
 * The phone session's life in this tab (SPEC §4 dial-in states): it follows a session from the pin
 * to the end by asking the backend (every second while pending) and by the member socket's
 * `dialInStatus` events (a reconnect, or the first connect, checks at once), feeding both through
 * `dialInStep`, persisting each state in the cookie for a day and running the effects on the
 * clock's timers: end → reset after 3 s, expired → reopen the drawer after 100 ms. A guest's
 * channel carries no dial-in events, so for guests it keeps asking every second during the call
 * too: otherwise the end of a guest's call would never show (docs/decisions.md, 50).
 */
export class DialInFlow {
  private current: DialInState;
  private timer: TimerHandle | null = null;
  private reopenTimer: TimerHandle | null = null;
  /** Bumped by every reset and new session, so an answer to an older question is dropped. */
  private generation = 0;
  private readonly listeners = new Set<DialInFlowListener>();
  private readonly unsubscribes: Unsubscribe[];

  constructor(
    private readonly verify: VerifyDialIn,
    events: MemberEvents,
    private readonly storages: Storages,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** True while a member is logged in: their socket reports the call's end. */
    private readonly hasMemberChannel: () => boolean,
  ) {
    this.current = readDialInState(storages.cookie);
    this.unsubscribes = [
      events.on('dialInStatus', ({ session, state }) => this.onEvent(session, state)),
      // A live session is checked at once: the channel may have missed its change while down.
      events.onConnect(() => {
        if (this.isLive()) void this.check();
      }),
    ];
  }

  get state(): DialInState {
    return this.current;
  }

  subscribe(listener: DialInFlowListener): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** On start (SPEC §4): without a stored session dial-in is off; otherwise its state is fetched. */
  async resume(): Promise<void> {
    this.current = readDialInState(this.storages.cookie);
    if (!this.current.session) {
      this.reset();
      return;
    }
    this.emit((l) => l.state?.(this.current));
    await this.check();
  }

  /** Follows the session the pin was accepted for (PayDialIn), from a fresh state. */
  async follow(session: string): Promise<void> {
    this.stopTimers();
    this.generation += 1;
    forgetIvr(this.storages.session);
    this.current = { ...INITIAL_DIAL_IN_STATE, session };
    await this.check();
  }

  /** Asks the backend once for the session's state and acts on it. */
  async check(): Promise<void> {
    const session = this.current.session;
    if (!session) return;
    this.stopTimer();
    const generation = this.generation;
    try {
      const result = await this.verify.execute({ session, previous: this.current });
      if (generation !== this.generation) return;
      if (result.ok) this.apply(result.value);
      else this.lose();
    } catch (error) {
      if (generation !== this.generation) return;
      this.logger.warn('Dial-in check failed', error);
      if (this.followsNow()) this.schedule(() => void this.check(), DIAL_IN_TIMINGS.pollMs);
    }
  }

  /** Dial-in off: timers stopped, the initial state, the cookie removed, the loader hidden. */
  reset(): void {
    this.stopTimers();
    this.generation += 1;
    this.setState(INITIAL_DIAL_IN_STATE);
    this.emit((l) => l.loader?.(false));
  }

  dispose(): void {
    this.stopTimers();
    for (const unsubscribe of this.unsubscribes) unsubscribe();
    this.listeners.clear();
  }

  private onEvent(session: string, status: DialInStatus): void {
    if (session !== this.current.session) return;
    // A repeated state (the socket and a check both told) has nothing new to do.
    if (status === this.current.state && this.current.initialized) return;
    this.stopTimer();
    this.generation += 1;
    const step = dialInStep(this.current, session, status);
    if (step.effect.kind === 'unknown') this.logger.warn('Unknown dial-in state', status);
    this.apply(step);
  }

  private apply(step: DialInStep): void {
    const wasPending = this.current.state === 'pending';
    this.setState(step.state);
    if (step.loader !== 'keep') this.emit((l) => l.loader?.(step.loader === 'show'));
    const { effect } = step;
    switch (effect.kind) {
      case 'poll':
        this.schedule(() => void this.check(), effect.afterMs);
        return;
      case 'activate':
        this.emit((l) => l.activate?.());
        if (this.followsNow()) this.schedule(() => void this.check(), DIAL_IN_TIMINGS.pollMs);
        return;
      case 'end':
        this.logger.info('Dial-in ended: leaving the chat', effect.leaveChatReason);
        this.emit((l) => l.leaveChat?.(effect.leaveChatReason));
        this.schedule(() => this.reset(), effect.resetAfterMs);
        return;
      case 'reopen':
        this.reopen(effect.reopenAfterMs);
        return;
      case 'none':
        // Expired before it ever was pending here: nothing to announce, only stale state to drop.
        this.reset();
        return;
      case 'unknown':
        if (wasPending) this.schedule(() => void this.check(), DIAL_IN_TIMINGS.pollMs);
    }
  }

  private reopen(afterMs: number): void {
    this.generation += 1;
    forgetIvr(this.storages.session);
    this.emit((l) => l.closeDrawer?.());
    if (this.reopenTimer) this.clock.clear(this.reopenTimer);
    this.reopenTimer = this.clock.setTimeout(() => {
      this.reopenTimer = null;
      this.emit((l) => l.reopenDrawer?.());
    }, afterMs);
  }

  private lose(): void {
    this.logger.warn('Dial-in session not found', this.current.session);
    this.reset();
    this.emit((l) => l.sessionLost?.());
  }

  private isLive(): boolean {
    const { session, state } = this.current;
    return session !== null && (state === 'pending' || state === 'in_call');
  }

  /** Pending is always followed; a call too when no member channel will report its end. */
  private followsNow(): boolean {
    if (!this.isLive()) return false;
    return this.current.state === 'pending' || !this.hasMemberChannel();
  }

  private setState(state: DialInState): void {
    this.current = state;
    writeDialInState(this.storages.cookie, state);
    this.emit((l) => l.state?.(state));
  }

  private schedule(work: () => void, ms: number): void {
    this.stopTimer();
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      work();
    }, ms);
  }

  private stopTimer(): void {
    if (this.timer) this.clock.clear(this.timer);
    this.timer = null;
  }

  private stopTimers(): void {
    this.stopTimer();
    if (this.reopenTimer) this.clock.clear(this.reopenTimer);
    this.reopenTimer = null;
  }

  private emit(call: (listener: DialInFlowListener) => void): void {
    for (const listener of [...this.listeners]) call(listener);
  }
}
