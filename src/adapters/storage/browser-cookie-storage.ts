import { cookieName } from '../../core/common/cookie-name';
import type { KeyValueStorage } from '../../ports/storage.port';
import { parseCookieHeader, serializeSetCookie } from './cookie-header';

/**
 * Persisted client state in document.cookie (1 day unless told otherwise), each key under its
 * cookie name (`__Host-auth` with Secure cookies). Cookies of the names before the prefix are
 * moved by the server in the page's own response (legacy-cookies.ts), so the tab never reads them.
 */
export class BrowserCookieStorage implements KeyValueStorage {
  constructor(
    private readonly secure: boolean,
    private readonly defaultMaxAgeSeconds = 86400,
  ) {}

  get(key: string): string | null {
    return parseCookieHeader(document.cookie).get(cookieName(key, this.secure)) ?? null;
  }

  set(key: string, value: string, options?: { maxAgeSeconds?: number }): void {
    const maxAgeSeconds = options?.maxAgeSeconds ?? this.defaultMaxAgeSeconds;
    document.cookie = serializeSetCookie(cookieName(key, this.secure), value, {
      maxAgeSeconds,
      secure: this.secure,
    });
  }

  remove(key: string): void {
    document.cookie = serializeSetCookie(cookieName(key, this.secure), '', {
      maxAgeSeconds: 0,
      secure: this.secure,
    });
  }
}
