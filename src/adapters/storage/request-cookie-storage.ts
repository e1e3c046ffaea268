import type { KeyValueStorage } from '../../ports/storage.port';
import { parseCookieHeader, serializeSetCookie } from './cookie-header';

/**
 * The cookie store of one server request: reads the request's Cookie header and collects
 * Set-Cookie lines for the response. Never shared between requests.
 */
export class RequestCookieStorage implements KeyValueStorage {
  private readonly values: Map<string, string>;
  private readonly written: string[] = [];

  constructor(
    cookieHeader: string | null | undefined,
    private readonly secure: boolean,
    private readonly defaultMaxAgeSeconds = 86400,
  ) {
    this.values = parseCookieHeader(cookieHeader);
  }

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string, options?: { maxAgeSeconds?: number }): void {
    this.values.set(key, value);
    const maxAgeSeconds = options?.maxAgeSeconds ?? this.defaultMaxAgeSeconds;
    this.written.push(serializeSetCookie(key, value, { maxAgeSeconds, secure: this.secure }));
  }

  remove(key: string): void {
    this.values.delete(key);
    this.written.push(serializeSetCookie(key, '', { maxAgeSeconds: 0, secure: this.secure }));
  }

  /** Set-Cookie header values to send with the response. */
  setCookieHeaders(): readonly string[] {
    return this.written;
  }
}
