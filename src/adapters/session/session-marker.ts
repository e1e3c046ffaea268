/**
 * The browser's stand-in for the login token (docs/decisions.md, 12 "Backend-for-frontend"): the
 * token's header and payload (member id, expiry, legacy flag, which are not secret) with the
 * signature replaced by a fixed marker. It decodes like the token, so the core's logic (who is
 * logged in, the member id, the legacy flag) is unchanged, but it authenticates nothing: the site
 * server swaps it for the real token, which lives only in an HttpOnly cookie.
 */
export const SESSION_MARKER_SIGNATURE = 'httponly';

/** The marker of a token: its first two parts and the marker signature. */
export function toSessionMarker(token: string): string {
  const parts = token.split('.');
  return parts.length === 3
    ? `${parts[0]}.${parts[1]}.${SESSION_MARKER_SIGNATURE}`
    : SESSION_MARKER_SIGNATURE;
}

/** True for a marker, false for a real token (or anything else). */
export function isSessionMarker(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.endsWith(`.${SESSION_MARKER_SIGNATURE}`);
}

/** True when `marker` stands for `token`: the browser presents the session the cookie holds. */
export function markerMatches(marker: string, token: string): boolean {
  return isSessionMarker(marker) && toSessionMarker(token) === marker;
}
