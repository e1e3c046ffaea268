import { isSessionMarker, markerMatches, toSessionMarker } from '../../adapters/session/session-marker';
import { parseCookieHeader } from '../../adapters/storage/cookie-header';
import { sessionTokenCookieName, sessionTokenSetCookie } from '../../adapters/storage/session-token-cookie';
import { AUTH_MAX_AGE_SECONDS } from '../../core/account/auth-state';

/** Member-API calls whose 200 answer carries a new login token (docs/api.md). */
const TOKEN_ISSUING_PATHS = new Set(['/login', '/activate', '/change-username']);

/** The call a session starts with (startSession): where a token from a link is adopted. */
const SESSION_START_PATH = '/basic-info';

/** The token cookie of a request, and the marker or token the browser presented with a call. */
export interface BffSession {
  cookieToken: string | null;
  presented: string | null;
}

export function sessionOf(request: Request, secure: boolean): BffSession {
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  return {
    cookieToken: cookies.get(sessionTokenCookieName(secure)) ?? null,
    presented: request.headers.get('x-token'),
  };
}

/**
 * The token to send: the cookie's token when the browser presents its marker (so a cross-site
 * form, which cannot set the header, never rides on the cookie); a marker of another session
 * sends none; anything else the browser holds (a token from a link, a chat join token) goes as it is.
 */
export function tokenToSend(session: BffSession): string | null {
  const { presented, cookieToken } = session;
  if (!presented) return null;
  if (!isSessionMarker(presented)) return presented;
  return cookieToken !== null && markerMatches(presented, cookieToken) ? cookieToken : null;
}

/** True for a member-API answer whose body carries a new login token. */
export function issuesToken(method: string, path: string): boolean {
  return method === 'POST' && TOKEN_ISSUING_PATHS.has(path);
}

/**
 * A token from a link (action=login) reaches the browser, which starts the session with it: when
 * the backend accepts it, the site keeps it in the HttpOnly cookie like any other login.
 */
export function adoptsPresentedToken(path: string, session: BffSession): string | null {
  const { presented, cookieToken } = session;
  if (path !== SESSION_START_PATH || !presented || isSessionMarker(presented)) return null;
  return presented === cookieToken ? null : presented;
}

export function setTokenCookie(token: string, secure: boolean): string {
  return sessionTokenSetCookie(token, secure, AUTH_MAX_AGE_SECONDS);
}

export function clearTokenCookie(secure: boolean): string {
  return sessionTokenSetCookie(null, secure, 0);
}

/**
 * Takes the login token out of a token-issuing answer: the body the browser gets (the token
 * replaced by its marker) and the token for the cookie; null when the body holds no token.
 */
export function withoutToken(body: unknown): { body: Record<string, unknown>; token: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  if (typeof record.token !== 'string' || record.token === '') return null;
  return { body: { ...record, token: toSessionMarker(record.token) }, token: record.token };
}
