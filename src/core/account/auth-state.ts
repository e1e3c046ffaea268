import type { AuthState } from './member.model';
import type { KeyValueStorage } from '../../ports/storage.port';

/**
 * The persisted auth state (SPEC §3): read and written by the session use-cases, read by every
 * page (guards, the session holder's first token). Apart from session.ts, whose token decoding
 * and session start belong to the account feature's lazy chunk, not to every page's first load.
 */

/** Cookie key of the persisted auth state (SPEC §3: auth, wallet and dial-in kept 1 day). */
export const AUTH_STORAGE_KEY = 'auth';
export const AUTH_MAX_AGE_SECONDS = 86_400;
/** Session-storage key of the member's favourites, cleared on logout. */
export const FAVOURITES_STORAGE_KEY = 'favourites';

export const LOGGED_OUT: AuthState = {
  token: null,
  isLegacy: false,
  ageVerified: false,
  username: null,
  loggedIn: false,
};

/** Reads the persisted auth state; a missing or unreadable cookie is the logged-out state. */
export function readAuthState(cookie: KeyValueStorage): AuthState {
  const raw = cookie.get(AUTH_STORAGE_KEY);
  if (!raw) return LOGGED_OUT;
  try {
    const parsed = JSON.parse(raw) as Partial<AuthState>;
    return {
      token: typeof parsed.token === 'string' ? parsed.token : null,
      isLegacy: parsed.isLegacy === true,
      ageVerified: parsed.ageVerified === true,
      username: typeof parsed.username === 'string' ? parsed.username : null,
      loggedIn: parsed.loggedIn === true && typeof parsed.token === 'string',
    };
  } catch {
    return LOGGED_OUT;
  }
}

/** Persists the auth state in the cookie for one day. */
export function writeAuthState(cookie: KeyValueStorage, state: AuthState): void {
  cookie.set(AUTH_STORAGE_KEY, JSON.stringify(state), { maxAgeSeconds: AUTH_MAX_AGE_SECONDS });
}

/**
 * The token a new container's session holder starts with: the stored one while the auth cookie
 * says logged in, else none. No call is made; a token the backend no longer accepts is found out
 * by the first call, as SPEC §4 describes for the member load.
 */
export function storedToken(cookie: KeyValueStorage): string | null {
  const auth = readAuthState(cookie);
  return auth.loggedIn ? auth.token : null;
}
