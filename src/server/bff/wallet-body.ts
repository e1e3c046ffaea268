import { isSessionMarker } from '../../adapters/session/session-marker';
import { tokenToSend, type BffSession } from './bff-session';

/** The wallet's validate call names the member by token in its body (docs/api.md, 'Other'). */
const VALIDATE_PATH = '/validate';

/**
 * The body of a wallet call: for POST /validate, the browser's marker replaced by the cookie's
 * token (as tokenToSend chooses); undefined (the browser's body as it is) for anything else.
 */
export async function walletBody(
  request: Request,
  path: string,
  session: BffSession,
): Promise<string | undefined> {
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
  return JSON.stringify({ ...(body as object), token: tokenToSend({ ...session, presented: token }) });
}
