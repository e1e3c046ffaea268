import type { Credentials } from '../../ports/credentials.port';

/**
 * The session holder of one container (a browser tab, a server request, a test): the login token
 * in memory. It is seeded with the token of the auth cookie when the container is made; the cookie
 * persists the session across requests, this holder is what every adapter reads at call time.
 */
export class MemoryCredentials implements Credentials {
  private current: string | null;

  constructor(initialToken: string | null = null) {
    this.current = initialToken;
  }

  token(): string | null {
    return this.current;
  }

  set(token: string | null): void {
    this.current = token;
  }
}
