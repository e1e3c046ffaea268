import type { DialInCountry, DialInState, IvrSession } from './dial-in.model';
import { DIAL_IN_STORAGE_KEY, IVR_STORAGE_KEY, parseCachedIvr, parseDialInState } from './dial-in.rules';
import type { KeyValueStorage } from '../../ports/storage.port';

/** SPEC §3: the dial-in part of the persisted state lives in a cookie for 1 day. */
export const DIAL_IN_MAX_AGE_SECONDS = 86_400;

/** The persisted dial-in state; a missing or unreadable cookie is the initial state. */
export function readDialInState(cookie: KeyValueStorage): DialInState {
  return parseDialInState(cookie.get(DIAL_IN_STORAGE_KEY));
}

/** Persists the state for a day; a state without a session (dial-in off) removes the cookie. */
export function writeDialInState(cookie: KeyValueStorage, state: DialInState): void {
  if (state.session === null) cookie.remove(DIAL_IN_STORAGE_KEY);
  else cookie.set(DIAL_IN_STORAGE_KEY, JSON.stringify(state), { maxAgeSeconds: DIAL_IN_MAX_AGE_SECONDS });
}

/** The IVR session cached for this country, while it is valid (SPEC §9). */
export function readCachedIvr(
  storage: KeyValueStorage,
  country: DialInCountry,
  nowMs: number,
): IvrSession | null {
  return parseCachedIvr(storage.get(IVR_STORAGE_KEY), country, nowMs);
}

export function cacheIvr(storage: KeyValueStorage, country: DialInCountry, ivr: IvrSession): void {
  storage.set(IVR_STORAGE_KEY, JSON.stringify({ country, ivr }));
}

/** A used or expired session is not offered again, even before its expiry time. */
export function forgetIvr(storage: KeyValueStorage): void {
  storage.remove(IVR_STORAGE_KEY);
}
