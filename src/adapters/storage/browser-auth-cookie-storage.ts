import { AUTH_STORAGE_KEY } from '../../core/account/auth-state';
import type { KeyValueStorage } from '../../ports/storage.port';
import { isSessionMarker, toSessionMarker } from '../session/session-marker';

/**
 * The browser's cookies, never holding a login token: the auth state is written with the token's
 * marker instead (session-marker.ts). The token itself is in an HttpOnly cookie the site server
 * sets. A token can reach the page only from a link (action=login); the site server adopts it
 * (src/server/bff) and this keeps it out of document.cookie.
 */
export class BrowserAuthCookieStorage implements KeyValueStorage {
  constructor(private readonly cookies: KeyValueStorage) {}

  get(key: string): string | null {
    return this.cookies.get(key);
  }

  set(key: string, value: string, options?: { maxAgeSeconds?: number }): void {
    this.cookies.set(key, key === AUTH_STORAGE_KEY ? withMarker(value) : value, options);
  }

  remove(key: string): void {
    this.cookies.remove(key);
  }
}

function withMarker(value: string): string {
  try {
    const auth = JSON.parse(value) as { token?: unknown } | null;
    if (!auth || typeof auth.token !== 'string' || isSessionMarker(auth.token)) return value;
    return JSON.stringify({ ...auth, token: toSessionMarker(auth.token) });
  } catch {
    return value;
  }
}
