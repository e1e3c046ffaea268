import type { Credentials } from '../../ports/credentials.port';
import { MemoryCredentials } from './memory-credentials';

/**
 * The browser's session holder behind the site's backend-for-frontend: the token it holds is the
 * marker of the HttpOnly token cookie (session-marker.ts). Ending the session (null after a
 * token, no new one in the same turn) asks the site server to clear that cookie, which page
 * JavaScript cannot do itself.
 */
export class BffCredentials implements Credentials {
  private readonly memory: MemoryCredentials;

  constructor(
    initialToken: string | null,
    private readonly endSession: () => void,
  ) {
    this.memory = new MemoryCredentials(initialToken);
  }

  token(): string | null {
    return this.memory.token();
  }

  set(token: string | null): void {
    const hadToken = this.memory.token() !== null;
    this.memory.set(token);
    if (token !== null || !hadToken) return;
    // A reset link ends the session and starts the link's in the same turn: clearing the cookie
    // then would race the new session's first call, so it is cleared only if none followed.
    queueMicrotask(() => {
      if (this.memory.token() === null) this.endSession();
    });
  }
}

/** Clears the HttpOnly token cookie (DELETE on the site's session path); a failure is harmless. */
export function clearSessionCookie(path: string): void {
  void fetch(path, { method: 'DELETE', credentials: 'same-origin', keepalive: true }).catch(() => undefined);
}
