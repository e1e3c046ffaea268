import { ERROR_LABELS } from '../common/api-error.model';
import type { LabelMap } from '../common/attempt';
import { LOGGED_OUT, FAVOURITES_STORAGE_KEY, readAuthState, writeAuthState } from './auth-state';
import { decodeToken } from './token';
import type { Credentials } from '../../ports/credentials.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { KeyValueStorage } from '../../ports/storage.port';
import type { WalletBalance } from '../../ports/wallet-balance.port';

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

export interface SessionPorts {
  member: MemberApi;
  /** The session holder every adapter reads the token from. */
  credentials: Credentials;
  /** The one balance; a started session writes the backend's figure here. */
  balance: WalletBalance;
  cookie: KeyValueStorage;
}

/** The expected answers to a token the backend no longer accepts (403 or 401): the session is gone. */
export const SESSION_GONE_LABELS: LabelMap<{ kind: 'sessionGone' }> = {
  [ERROR_LABELS.forbidden]: { kind: 'sessionGone' },
  [ERROR_LABELS.unauthorized]: { kind: 'sessionGone' },
};

/**
 * Starts a session with a login token (SPEC §4 Login): puts it in the session holder (every adapter
 * sends it from the next call on), reads the legacy flag from the token, loads the basic info,
 * writes its balance and persists the auth state. Throws on a malformed token; a failing
 * basic-info call puts the previous token back and rethrows.
 */
export async function startSession(ports: SessionPorts, token: string): Promise<Session> {
  const payload = decodeToken(token);
  if (!payload) throw new Error('The login token is malformed');
  const previousToken = ports.credentials.token();
  ports.credentials.set(token);
  let info;
  try {
    info = await ports.member.getBasicInfo();
  } catch (error) {
    // The cookie was not written, so the holder goes back to agreeing with it.
    ports.credentials.set(previousToken);
    throw error;
  }
  ports.balance.update(info.credits);
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
 * Ends the session on this visitor's side (SPEC §4 logout): no token in the session holder, no
 * balance, the auth cookie logged out (the age confirmation stays), the session favourites gone.
 */
export function endSession(
  ports: Pick<SessionPorts, 'credentials' | 'balance'>,
  storages: { cookie: KeyValueStorage; session: KeyValueStorage },
): void {
  ports.credentials.set(null);
  ports.balance.update(null);
  const { ageVerified } = readAuthState(storages.cookie);
  writeAuthState(storages.cookie, { ...LOGGED_OUT, ageVerified });
  storages.session.remove(FAVOURITES_STORAGE_KEY);
}
