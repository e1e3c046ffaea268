import type { KeyValueStorage } from '../../ports/storage.port';
import { parseCookies, serializeCookie } from './cookie-format';

/** Persisted client state in document.cookie (1 day unless told otherwise). */
export class BrowserCookieStorage implements KeyValueStorage {
  constructor(
    private readonly secure: boolean,
    private readonly defaultMaxAgeSeconds = 86400,
  ) {}

  get(key: string): string | null {
    return parseCookies(document.cookie).get(key) ?? null;
  }

  set(key: string, value: string, options?: { maxAgeSeconds?: number }): void {
    const maxAgeSeconds = options?.maxAgeSeconds ?? this.defaultMaxAgeSeconds;
    document.cookie = serializeCookie(key, value, { maxAgeSeconds, secure: this.secure });
  }

  remove(key: string): void {
    document.cookie = serializeCookie(key, '', { maxAgeSeconds: 0, secure: this.secure });
  }
}
