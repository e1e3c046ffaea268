import { isSessionMarker } from '../../adapters/session/session-marker';
import { tokenToSend, type BffSession } from './bff-session';

/** The wallet's validate call names the member by token in its body (docs/api.md, 'Other'). */
const VALIDATE_PATH = '/validate';

/** A validation asked for with the marker of a session this browser no longer holds. */
export const STALE_SESSION = Symbol('stale session');

/**
 * The body of a wallet call: for POST /validate, the browser's marker replaced by the cookie's
 * token (as tokenToSend chooses); undefined (the browser's body as it is) for anything else.
 * STALE_SESSION when the marker is of another session than the cookie's: a login or an activation
 * swapped the token while the validation was on its way (the site answers it as not valid).
 */
export async function walletBody(
  request: Request,
  path: string,
  session: BffSession,
): Promise<string | undefined | typeof STALE_SESSION> {
  if (request.method !== 'POST' || path !== VALIDATE_PATH) return undefined;
  const text = await request.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || !isSessionMarker(token)) return text;
  const current = tokenToSend({ ...session, presented: token });
  if (current === null) return STALE_SESSION;
  return JSON.stringify({ ...(body as object), token: current });
}
