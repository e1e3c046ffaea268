import {
  DIAL_IN_COUNTRIES,
  type DialInCountry,
  type DialInState,
  type DialInStatus,
  type IvrSession,
} from './dial-in.model';

/** The phone dial-in flow of SPEC §4. */

export const DIAL_IN_TIMINGS = { pollMs: 1000, endedResetMs: 3000, reopenMs: 100 } as const;
export const DIAL_IN_STOP_REASON = 'dialin_stopped';

export const INITIAL_DIAL_IN_STATE: DialInState = {
  session: null,
  state: 'pending',
  nickname: null,
  active: false,
  initialized: false,
};

/** What the caller does after a state check. */
export type DialInEffect =
  /** Pending: show the page loader and check again after 1 s. */
  | { kind: 'poll'; afterMs: number }
  /** In call: hide the loader, close the drawer and announce the active session. */
  | { kind: 'activate' }
  /** Ended: hide the loader, leave the chat with the reason, reset after 3 s. */
  | { kind: 'end'; leaveChatReason: typeof DIAL_IN_STOP_REASON; resetAfterMs: number }
  /** Expired after it had started: reset, close the drawer and reopen it after 100 ms. */
  | { kind: 'reopen'; reopenAfterMs: number }
  /** Nothing to do (expired before it started). */
  | { kind: 'none' }
  /** A state the flow does not know: log it. */
  | { kind: 'unknown'; state: string };

export interface DialInStep {
  state: DialInState;
  loader: 'show' | 'hide' | 'keep';
  effect: DialInEffect;
}

const KNOWN: readonly string[] = ['pending', 'in_call', 'ended', 'expired'];

/** The next dial-in state and what to do, for a status reported by the backend (SPEC §4). */
export function dialInStep(
  previous: DialInState,
  session: string,
  status: string,
  nickname: string | null = null,
): DialInStep {
  if (!KNOWN.includes(status))
    return { state: previous, loader: 'keep', effect: { kind: 'unknown', state: status } };
  const state = status as DialInStatus;
  const base: DialInState = { ...previous, session, state, nickname: nickname ?? previous.nickname };
  switch (state) {
    case 'pending':
      return {
        state: { ...base, initialized: true, active: false },
        loader: 'show',
        effect: { kind: 'poll', afterMs: DIAL_IN_TIMINGS.pollMs },
      };
    case 'in_call':
      return {
        state: { ...base, active: true, initialized: true },
        loader: 'hide',
        effect: { kind: 'activate' },
      };
    case 'ended': {
      const effect = {
        kind: 'end',
        leaveChatReason: DIAL_IN_STOP_REASON,
        resetAfterMs: DIAL_IN_TIMINGS.endedResetMs,
      } as const;
      return { state: { ...base, active: false }, loader: 'hide', effect };
    }
    case 'expired':
      return previous.initialized
        ? {
            state: INITIAL_DIAL_IN_STATE,
            loader: 'hide',
            effect: { kind: 'reopen', reopenAfterMs: DIAL_IN_TIMINGS.reopenMs },
          }
        : { state: { ...base, active: false }, loader: 'keep', effect: { kind: 'none' } };
  }
}

/** The status bar's look: pending (not on mobile), in call, or ended (also for expired; not on mobile). */
export function dialInStatusBar(state: DialInState, mobile: boolean): 'pending' | 'in_call' | 'ended' | null {
  if (state.session === null) return null;
  if (state.state === 'in_call') return 'in_call';
  if (mobile) return null;
  return state.state === 'pending' ? 'pending' : 'ended';
}

/** The anonymous dial-in user name: 'anonymous' plus the last 7 digits of the time in ms. */
export function anonymousDialInUsername(nowMs: number): string {
  return `anonymous${String(Math.floor(Math.abs(nowMs)))
    .padStart(7, '0')
    .slice(-7)}`;
}

// The key lives with the model: every page checks it, and this module loads only with dial-in.
export { DIAL_IN_STORAGE_KEY } from './dial-in.model';

/** Reads the persisted dial-in state; anything missing or unreadable is the initial state. */
export function parseDialInState(raw: string | null): DialInState {
  if (!raw) return INITIAL_DIAL_IN_STATE;
  try {
    const parsed = JSON.parse(raw) as Partial<DialInState>;
    return {
      session: typeof parsed.session === 'string' ? parsed.session : null,
      state: isDialInStatus(parsed.state) ? parsed.state : INITIAL_DIAL_IN_STATE.state,
      nickname: typeof parsed.nickname === 'string' ? parsed.nickname : null,
      active: parsed.active === true,
      initialized: parsed.initialized === true,
    };
  } catch {
    return INITIAL_DIAL_IN_STATE;
  }
}

function isDialInStatus(value: unknown): value is DialInStatus {
  return value === 'pending' || value === 'in_call' || value === 'ended' || value === 'expired';
}

/** The dial-in provider's id in the payment calls (SPEC §7: one dial-in provider). */
export const DIAL_IN_PROVIDER = 'dialin';

/** SPEC §9: the country to call from is the visitor's (geolocation) when NL, BE or DE, else NL. */
export function defaultDialInCountry(countryCode: string | null): DialInCountry {
  const code = (countryCode ?? '').toUpperCase();
  return DIAL_IN_COUNTRIES.find((country) => country === code) ?? 'NL';
}

/** SPEC §9: calls from Belgium earn double credits, a promotion the drawer shows. */
export function hasDoubleCredits(country: DialInCountry): boolean {
  return country === 'BE';
}

/** Session-storage key of the cached IVR session (SPEC §3: kept until it expires). */
export const IVR_STORAGE_KEY = 'dialIn:ivr';

/** The cached IVR session for this country while it has not expired; otherwise null. */
export function parseCachedIvr(raw: string | null, country: DialInCountry, nowMs: number): IvrSession | null {
  if (!raw) return null;
  try {
    const cached = JSON.parse(raw) as { country?: unknown; ivr?: Partial<IvrSession> };
    const ivr = cached.ivr;
    if (cached.country !== country || !ivr || typeof ivr.session !== 'string') return null;
    if (typeof ivr.expiresAt !== 'number' || ivr.expiresAt <= nowMs) return null;
    return ivr as IvrSession;
  } catch {
    return null;
  }
}
