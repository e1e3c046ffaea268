import { AUTH_MAX_AGE_SECONDS, AUTH_STORAGE_KEY } from '../../core/account/auth-state';
import type { KeyValueStorage } from '../../ports/storage.port';
import { isSessionMarker, markerMatches, toSessionMarker } from '../session/session-marker';
import type { RequestCookieStorage } from './request-cookie-storage';
import { SESSION_TOKEN_KEY, sessionTokenSetCookie } from './session-token-cookie';

type AuthRecord = Record<string, unknown> & { token?: unknown };

function parse(raw: string | null): AuthRecord | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as AuthRecord) : null;
  } catch {
    return null;
  }
}

/**
 * A server request's cookies as the core sees them, with the login token split off: the readable
 * auth cookie holds the token's marker (session-marker.ts), the HttpOnly token cookie the token.
 * Reading `auth` puts the real token back when the marker matches it; writing `auth` with a token
 * writes the HttpOnly cookie and the marker; a logged-out state clears it. Only the HttpOnly
 * cookie authenticates: a readable auth cookie holding anything else (a real token someone
 * planted, another session's marker) reads as logged out.
 */
export class ServerAuthCookieStorage implements KeyValueStorage {
  private token: string | null;
  private readonly written: string[] = [];

  constructor(
    private readonly cookies: RequestCookieStorage,
    private readonly secure: boolean,
  ) {
    this.token = cookies.get(SESSION_TOKEN_KEY);
  }

  get(key: string): string | null {
    // The token reaches the core only as the auth state's, and only for its own marker.
    if (key === SESSION_TOKEN_KEY) return null;
    const raw = this.cookies.get(key);
    if (key !== AUTH_STORAGE_KEY) return raw;
    const auth = parse(raw);
    if (!auth) return raw;
    const marker = typeof auth.token === 'string' ? auth.token : null;
    const token =
      marker !== null && this.token !== null && markerMatches(marker, this.token) ? this.token : null;
    return JSON.stringify({ ...auth, token, loggedIn: auth.loggedIn === true && token !== null });
  }

  set(key: string, value: string, options?: { maxAgeSeconds?: number }): void {
    const auth = key === AUTH_STORAGE_KEY ? parse(value) : null;
    if (!auth) return this.cookies.set(key, value, options);
    const token = typeof auth.token === 'string' ? auth.token : null;
    if (token === null) this.writeToken(null, 0);
    else if (!isSessionMarker(token)) this.writeToken(token, options?.maxAgeSeconds ?? AUTH_MAX_AGE_SECONDS);
    const stored = token === null ? auth : { ...auth, token: toSessionMarker(token) };
    this.cookies.set(key, JSON.stringify(stored), options);
  }

  remove(key: string): void {
    if (key === AUTH_STORAGE_KEY) this.writeToken(null, 0);
    this.cookies.remove(key);
  }

  /** Set-Cookie values for the response: the request cookies' and the token cookie's. */
  setCookieHeaders(): readonly string[] {
    return [...this.cookies.setCookieHeaders(), ...this.written];
  }

  private writeToken(token: string | null, maxAgeSeconds: number): void {
    // Clearing a cookie the request did not carry would only add a header.
    if (token === null && this.token === null) return;
    this.token = token;
    this.written.push(sessionTokenSetCookie(token, this.secure, maxAgeSeconds));
  }
}
