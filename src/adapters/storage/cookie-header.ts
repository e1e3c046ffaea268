import { parseCookie, stringifySetCookie } from 'cookie';

export interface CookieOptions {
  maxAgeSeconds?: number;
  secure: boolean;
}

/**
 * Cookie text by the `cookie` package, in the browser (document.cookie) and on the server (a
 * request's Cookie header, a response's Set-Cookie lines) alike. Of two cookies of one name the
 * first wins (the browser lists the one of the most specific path first); a value that is not
 * valid percent-encoding is kept as it is, so a cookie another site wrote cannot break the page.
 */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const [name, value] of Object.entries(parseCookie(header ?? ''))) {
    if (name !== '' && value !== undefined) cookies.set(name, value);
  }
  return cookies;
}

/**
 * One Set-Cookie line (or a document.cookie assignment) with the flags of SPEC §3: path /,
 * SameSite lax, Secure outside development. A value is URL-encoded where the cookie syntax needs it.
 */
export function serializeSetCookie(name: string, value: string, options: CookieOptions): string {
  return stringifySetCookie({
    name,
    value,
    path: '/',
    sameSite: 'lax',
    maxAge: options.maxAgeSeconds,
    secure: options.secure,
  });
}
