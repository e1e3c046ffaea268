import type { Credentials } from '../../ports/credentials.port';
import { MemoryCredentials } from './memory-credentials';

/**
 * The browser's session holder behind the site's backend-for-frontend: the token it holds is the
 * marker of the HttpOnly token cookie (session-marker.ts). Ending the session (null after a
 * token) asks the site server to clear that cookie, which page JavaScript cannot do itself.
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
    if (token === null && hadToken) this.endSession();
  }
}

/** Clears the HttpOnly token cookie (DELETE on the site's session path); a failure is harmless. */
export function clearSessionCookie(path: string): void {
  void fetch(path, { method: 'DELETE', credentials: 'same-origin', keepalive: true }).catch(() => undefined);
}
