/** Cookie text helpers shared by the browser and the server cookie stores. */

export interface CookieOptions {
  maxAgeSeconds?: number;
  secure: boolean;
}

/** Parses a Cookie header (or document.cookie) into a map; malformed pairs are skipped. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // A cookie another site wrote with a stray '%' must not break the page.
    }
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
