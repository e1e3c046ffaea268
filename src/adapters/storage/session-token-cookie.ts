import { stringifySetCookie } from 'cookie';
import { cookieName } from '../../core/common/cookie-name';

/**
 * The key of the HttpOnly cookie that holds the login token (server only: page JavaScript can
 * neither read nor write it): `__Host-session` with Secure cookies, `session` without.
 */
export const SESSION_TOKEN_KEY = 'session';

export function sessionTokenCookieName(secure: boolean): string {
  return cookieName(SESSION_TOKEN_KEY, secure);
}

/** One Set-Cookie line for the token cookie: the token for `maxAgeSeconds`, or null to clear it. */
export function sessionTokenSetCookie(token: string | null, secure: boolean, maxAgeSeconds: number): string {
  return stringifySetCookie({
    name: sessionTokenCookieName(secure),
    value: token ?? '',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: token === null ? 0 : maxAgeSeconds,
  });
}
