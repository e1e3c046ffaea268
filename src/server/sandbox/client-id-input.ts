import { validationError } from './sandbox-errors';
import { optString, type Json } from './sandbox-input';

const MAX_CLIENT_ID = 100;

/**
 * The optional `clientId` of a message send or a tip (our addition to SPEC §7, docs/api.md): a
 * non-empty string of up to 100 characters.
 */
export function clientIdOf(body: Json): { clientId?: string } {
  const clientId = optString(body, 'clientId', MAX_CLIENT_ID);
  if (clientId === undefined) return {};
  if (!clientId.trim()) throw validationError('clientId must not be empty');
  return { clientId };
}
