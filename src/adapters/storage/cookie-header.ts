import { parseCookie, stringifySetCookie } from 'cookie';
import type { CookieOptions } from './cookie-format';

/**
 * The server's cookie text, by the `cookie` package: the Cookie header of a request and the
 * Set-Cookie lines of a response, with the flags of SPEC §3 (path /, SameSite lax, Secure outside
 * development). The browser keeps its hand-written cookie-format.ts, which reads the same way: the
 * package would add 0.8 KB gzip to the first load of every page (docs/decisions.md).
 */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const [name, value] of Object.entries(parseCookie(header ?? ''))) {
    if (name !== '' && value !== undefined) cookies.set(name, value);
  }
  return cookies;
}

/** One Set-Cookie line; a value is URL-encoded where the cookie syntax needs it. */
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
