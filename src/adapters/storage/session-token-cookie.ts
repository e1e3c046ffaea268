import { stringifySetCookie } from 'cookie';

/**
 * The HttpOnly cookie that holds the login token (server only: page JavaScript can neither read
 * nor write it). With Secure cookies its name has the `__Host-` prefix, which the browser accepts
 * only for a Secure cookie of path / without a domain, so no subdomain or plain-http page can set
 * or shadow it. Without Secure (SECURE_COOKIES=false on a plain-http host) the prefix is not
 * allowed, so the name is plain.
 */
export function sessionTokenCookieName(secure: boolean): string {
  return secure ? '__Host-session' : 'session';
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
