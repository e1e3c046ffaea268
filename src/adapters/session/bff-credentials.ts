import type { Credentials } from '../../ports/credentials.port';

/**
 * The browser's session holder behind the site's backend-for-frontend: the token it holds is the
 * marker of the HttpOnly token cookie (session-marker.ts). Ending the session (null after a
 * token, no new one in the same turn) asks the site server to clear that cookie, which page
 * JavaScript cannot do itself.
 */
export class BffCredentials implements Credentials {
  // undefined until the stored token is read.
  private current: string | null | undefined;

  /**
   * `initialToken` is read when the holder is first used, by a feature after the page started:
   * it reads the auth cookie, and a tab's first document.cookie read is a synchronous call to the
   * browser process, busy loading the page, that its start-up does not need (docs/decisions.md, 33).
   */
  constructor(
    private readonly initialToken: () => string | null,
    private readonly endSession: () => void,
  ) {}

  token(): string | null {
    if (this.current === undefined) this.current = this.initialToken();
    return this.current;
  }

  set(token: string | null): void {
    const hadToken = this.token() !== null;
    this.current = token;
    if (token !== null || !hadToken) return;
    // A reset link ends the session and starts the link's in the same turn: clearing the cookie
    // then would race the new session's first call, so it is cleared only if none followed.
    queueMicrotask(() => {
      if (this.current === null) this.endSession();
    });
  }
}

/** Clears the HttpOnly token cookie (DELETE on the site's session path); a failure is harmless. */
export function clearSessionCookie(path: string): void {
  void fetch(path, { method: 'DELETE', credentials: 'same-origin', keepalive: true }).catch(() => undefined);
}
