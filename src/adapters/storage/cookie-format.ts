/**
 * The browser's cookie text for document.cookie, written by hand on purpose: this code is in the
 * first load of every page, and the `cookie` package the server uses (cookie-header.ts) would add
 * 0.8 KB gzip there (docs/decisions.md). It reads as the package does: the first of two cookies
 * of one name wins (the browser lists the one of the most specific path first), and a value that
 * is not valid percent-encoding is kept as it is.
 */

export interface CookieOptions {
  maxAgeSeconds?: number;
  secure: boolean;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A cookie another site wrote with a stray '%' must not break the page.
    return value;
  }
}

/** Parses document.cookie (or a Cookie header) into a map; pairs without a name are skipped. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    const name = index < 0 ? '' : part.slice(0, index).trim();
    if (name !== '' && !cookies.has(name)) cookies.set(name, decoded(part.slice(index + 1).trim()));
  }
  return cookies;
}

/** Serialises one cookie with the flags of SPEC §3: path /, SameSite lax, Secure outside development. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
