import { hasLabel, ERROR_LABELS } from '../common/api-error.model';
import type { AuthState } from './member.model';
import { decodeToken } from './token';
import type { InboxApi } from '../../ports/inbox-api.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { KeyValueStorage } from '../../ports/storage.port';

/** A logged-in member's session, as use-cases hand it to the UI. */
export interface Session {
  token: string;
  memberId: number;
  username: string;
  capName: string;
  email: string;
  isLegacy: boolean;
  /** The backend's balance at login. */
  credits: number;
  verified: boolean;
  lander: string | null;
}

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

export interface SessionPorts {
  member: MemberApi;
  inbox: InboxApi;
  cookie: KeyValueStorage;
}

/** True when the backend says the token no longer opens a session (403 or 401). */
export function isSessionGone(error: unknown): boolean {
  return hasLabel(error, ERROR_LABELS.forbidden) || hasLabel(error, ERROR_LABELS.unauthorized);
}

/**
 * Starts a session with a login token (SPEC §4 Login): sets it on the member and inbox ports,
 * reads the legacy flag from the token, loads the basic info and persists the auth state. Throws
 * on a malformed token; a failing basic-info call clears the tokens again and rethrows.
 */
export async function startSession(ports: SessionPorts, token: string): Promise<Session> {
  const payload = decodeToken(token);
  if (!payload) throw new Error('The login token is malformed');
  ports.member.setToken(token);
  ports.inbox.setToken(token);
  let info;
  try {
    info = await ports.member.getBasicInfo();
  } catch (error) {
    ports.member.setToken(null);
    ports.inbox.setToken(null);
    throw error;
  }
  const previous = readAuthState(ports.cookie);
  const isLegacy = payload.meta.legacy;
  writeAuthState(ports.cookie, {
    token,
    isLegacy,
    ageVerified: previous.ageVerified,
    username: info.username,
    loggedIn: true,
  });
  return {
    token,
    memberId: payload.id,
    username: info.username,
    capName: info.capName,
    email: info.email,
    isLegacy,
    credits: info.credits,
    verified: info.verified,
    lander: info.lander,
  };
}

/**
 * Puts the stored token on a fresh set of clients (a new tab, a new server request), so member
 * calls carry it before anything else happened: no call is made. A token the backend no longer
 * accepts is found out by the first call, as SPEC §4 describes for the member load.
 */
export function resumeTokens(ports: Pick<SessionPorts, 'member' | 'inbox'>, cookie: KeyValueStorage): void {
  const auth = readAuthState(cookie);
  if (!auth.loggedIn || !auth.token) return;
  ports.member.setToken(auth.token);
  ports.inbox.setToken(auth.token);
}

/**
 * Ends the session on this visitor's side (SPEC §4 logout): no token on the member and inbox
 * ports, the auth cookie logged out (the age confirmation stays), the session favourites gone.
 */
export function endSession(
  ports: Pick<SessionPorts, 'member' | 'inbox'>,
  storages: { cookie: KeyValueStorage; session: KeyValueStorage },
): void {
  ports.member.setToken(null);
  ports.inbox.setToken(null);
  const { ageVerified } = readAuthState(storages.cookie);
  writeAuthState(storages.cookie, { ...LOGGED_OUT, ageVerified });
  storages.session.remove(FAVOURITES_STORAGE_KEY);
}
