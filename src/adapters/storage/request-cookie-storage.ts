import { cookieName } from '../../core/common/cookie-name';
import type { KeyValueStorage } from '../../ports/storage.port';
import { parseCookieHeader, serializeSetCookie } from './cookie-header';
import { moveLegacyCookies } from './legacy-cookies';

/**
 * The cookie store of one server request: reads the request's Cookie header and collects
 * Set-Cookie lines for the response. A key's cookie is named by cookieName (`__Host-auth` with
 * Secure cookies); cookies of the names before the prefix are cleared, or moved to the new name
 * (legacy-cookies.ts), in the same response. Never shared between requests.
 */
export class RequestCookieStorage implements KeyValueStorage {
  private readonly values: Map<string, string>;
  private readonly written: string[] = [];

  constructor(
    cookieHeader: string | null | undefined,
    private readonly secure: boolean,
    private readonly defaultMaxAgeSeconds = 86400,
  ) {
    const cookies = parseCookieHeader(cookieHeader);
    if (!secure) {
      this.values = cookies;
      return;
    }
    const moved = moveLegacyCookies(cookies);
    this.values = moved.cookies;
    this.written.push(...moved.setCookies);
  }

  get(key: string): string | null {
    return this.values.get(cookieName(key, this.secure)) ?? null;
  }

  set(key: string, value: string, options?: { maxAgeSeconds?: number }): void {
    const name = cookieName(key, this.secure);
    this.values.set(name, value);
    const maxAgeSeconds = options?.maxAgeSeconds ?? this.defaultMaxAgeSeconds;
    this.written.push(serializeSetCookie(name, value, { maxAgeSeconds, secure: this.secure }));
  }

  remove(key: string): void {
    const name = cookieName(key, this.secure);
    this.values.delete(name);
    this.written.push(serializeSetCookie(name, '', { maxAgeSeconds: 0, secure: this.secure }));
  }

  /** Set-Cookie header values to send with the response. */
  setCookieHeaders(): readonly string[] {
    return this.written;
  }
}
