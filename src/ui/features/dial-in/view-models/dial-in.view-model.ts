import { makeAutoObservable, runInAction } from 'mobx';
import type {
  DialInCountry,
  DialInNumber,
  DialInState,
  IvrSession,
} from '../../../../core/dial-in/dial-in.model';
import {
  DIAL_IN_PROVIDER,
  hasDoubleCredits,
  INITIAL_DIAL_IN_STATE,
} from '../../../../core/dial-in/dial-in.rules';
import type { DialInFlow } from '../../../../core/dial-in/dial-in-flow';
import type { DialInFeature } from '../../../../composition/features/dial-in';

/** What the drawer shows: its two steps, or the session's progress once the pin was accepted. */
export type DialInPhase = 'country' | 'pin' | 'waiting' | 'active' | 'ended';

/** The dial-in use-cases the drawer's steps run. */
export type DialInUseCases = Pick<DialInFeature, 'startDialIn' | 'payDialIn'>;

export interface DialInDependencies {
  /** The tab's flow, tied to its frame (connectDialIn). */
  flow: DialInFlow;
  /** The member's user name; null for a guest, who pays anonymously. */
  username: () => string | null;
  /** Basic route parameters sent with the payment (affiliate code and tags). */
  params: Record<string, string>;
  /** The site runs on the embedded sandbox: offer its phone, which stands in for a real one. */
  sandbox: boolean;
  close: () => void;
}

/**
 * The dial-in drawer (SPEC §2, §4): step 1 the country (the visitor's, else NL) with the number
 * to call and the tariff, step 2 the 4-digit pin the voice read out. A refused pin shows 'Invalid
 * pin code' (`pinError` 'dialIn.invalidPin'; a malformed one 'validation.invalidPin'). An accepted
 * pin hands the session to the tab's DialInFlow, whose state the drawer then shows. Closing it
 * resets dial-in, except during a call (the call goes on; the banner shows it).
 */
export class DialInViewModel {
  step: 'country' | 'pin' = 'country';
  country: DialInCountry | null = null;
  numbers: DialInNumber[] = [];
  ivr: IvrSession | null = null;
  loading = false;
  pincode = '';
  pinError: string | null = null;
  submitting = false;
  /** SPEC §8 'Could not find your session'. */
  sessionLost = false;
  state: DialInState = INITIAL_DIAL_IN_STATE;
  private unsubscribe: (() => void) | null = null;
  private disposed = false;

  constructor(
    private readonly dialIn: DialInUseCases,
    private readonly deps: DialInDependencies,
  ) {
    makeAutoObservable<this, 'dialIn' | 'deps' | 'unsubscribe' | 'disposed'>(
      this,
      { dialIn: false, deps: false, unsubscribe: false, disposed: false },
      { autoBind: true },
    );
  }

  get phase(): DialInPhase {
    if (this.state.session) {
      if (this.state.state === 'pending') return 'waiting';
      return this.state.state === 'in_call' ? 'active' : 'ended';
    }
    return this.step;
  }

  get doubleCredits(): boolean {
    return this.country !== null && hasDoubleCredits(this.country);
  }

  /** The sandbox phone for the session on screen; null outside the sandbox. */
  get phoneUrl(): string | null {
    const session = this.state.session ?? this.ivr?.session;
    return this.deps.sandbox && session ? `/sandbox/phone?session=${encodeURIComponent(session)}` : null;
  }

  /** Follows the tab's flow and loads step 1 for the visitor's country; `dispose` undoes it. */
  async open(): Promise<void> {
    this.disposed = false;
    const { flow } = this.deps;
    this.unsubscribe?.();
    this.unsubscribe = flow.subscribe({ state: this.follow, sessionLost: this.loseSession });
    this.follow(flow.state);
    await this.load(null);
  }

  async chooseCountry(country: DialInCountry): Promise<void> {
    if (country === this.country) return;
    this.country = country;
    await this.load(country);
  }

  toPin(): void {
    this.step = 'pin';
  }

  back(): void {
    this.step = 'country';
    this.pinError = null;
  }

  setPincode(value: string): void {
    this.pincode = value;
    this.pinError = null;
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    this.submitting = true;
    this.sessionLost = false;
    try {
      const result = await this.dialIn.payDialIn.execute({
        pincode: this.pincode,
        provider: DIAL_IN_PROVIDER,
        username: this.deps.username(),
        params: this.deps.params,
      });
      if (!result.ok) {
        runInAction(() => {
          this.pinError =
            result.error.kind === 'invalid'
              ? (result.error.errors.pincode?.[0] ?? 'validation.invalidPin')
              : 'dialIn.invalidPin';
        });
        return;
      }
      await this.deps.flow.follow(result.value.session);
    } catch {
      // SPEC §8: a failed dial-in payment marks the pin invalid.
      runInAction(() => (this.pinError = 'dialIn.invalidPin'));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** The close button: resets dial-in unless a call is on (SPEC §4), then closes the drawer. */
  close(): void {
    if (this.phase !== 'active') this.deps.flow.reset();
    this.deps.close();
  }

  dispose(): void {
    this.disposed = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private follow(state: DialInState): void {
    // A session that ends (reset after 3 s) starts the drawer over with a new number.
    if (this.state.session && !state.session) {
      this.step = 'country';
      this.pincode = '';
      if (!this.disposed) void this.load(this.country);
    }
    this.state = state;
  }

  private loseSession(): void {
    this.sessionLost = true;
  }

  private async load(country: DialInCountry | null): Promise<void> {
    this.loading = true;
    const start = await this.dialIn.startDialIn.execute({ country });
    runInAction(() => {
      // The visitor may have picked another country while this one loaded.
      if (this.country !== null && start.country !== this.country) return;
      this.country = start.country;
      this.numbers = start.numbers;
      this.ivr = start.ivr;
      this.loading = false;
    });
  }
}
