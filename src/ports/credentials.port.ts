/**
 * The session holder of one tab or one server request: the member's login token, which every
 * HTTP and socket adapter reads when it makes a call. Login, logout, a new user name and a resumed
 * session set it here once, instead of on each port.
 */
export interface Credentials {
  /** The token to send now; null for a guest. */
  token(): string | null;
  /** Replaces the token (null: logged out). */
  set(token: string | null): void;
}
