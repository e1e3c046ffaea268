import type { Conversation, ConversationParty, Message, MessageOwner } from '../messaging/conversation.model';
import type { TokenPayload } from './member.model';

/** The login token (SPEC §3, §6): decoding, expiry and who is who in a conversation. */

/** Decodes base64url (or standard base64) into bytes; null on a character outside the alphabet. */
export function base64UrlToBytes(text: string): Uint8Array | null {
  const base64 = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  // atob forgives what a token must not have (white space, padding inside), so the alphabet is checked first.
  if (!/^[A-Za-z0-9+/]*$/.test(base64) || base64.length % 4 === 1) return null;
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Decodes UTF-8 bytes; null on a malformed sequence (overlong forms and surrogates included). */
export function utf8Decode(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    // A fatal decoder reports bad bytes as a TypeError; anything else is not about the token. By
    // name, not instanceof: Node's TextDecoder throws its own realm's TypeError (as seen in Jest).
    if ((error as { name?: unknown } | null)?.name === 'TypeError') return null;
    throw error;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toPayload(value: unknown): TokenPayload | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as { id?: unknown; exp?: unknown; meta?: { legacy?: unknown } };
  const id = typeof record.id === 'string' && /^\d+$/.test(record.id) ? Number(record.id) : record.id;
  if (typeof id !== 'number' || !Number.isFinite(id) || typeof record.exp !== 'number') return null;
  return { id, exp: record.exp, meta: { legacy: record.meta?.legacy === true } };
}

/**
 * Decodes the payload of a 'header.payload.signature' token without verifying the signature (the
 * backend does that). Null when the token is malformed or lacks a numeric id and exp.
 */
export function decodeToken(token: string | null | undefined): TokenPayload | null {
  const part = token?.split('.')[1];
  if (!token || token.split('.').length !== 3 || !part) return null;
  const bytes = base64UrlToBytes(part);
  const text = bytes && utf8Decode(bytes);
  return text ? toPayload(parseJson(text)) : null;
}

/** True when the token's exp (seconds since the epoch) is at or before now (milliseconds). */
export function isExpired(payload: Pick<TokenPayload, 'exp'>, nowMs: number): boolean {
  return payload.exp * 1000 <= nowMs;
}

/** The member's own party and the other party of a conversation, by the member id from the token. */
export function conversationParties(
  conversation: Pick<Conversation, 'owner' | 'participant'>,
  memberId: number,
): { self: ConversationParty; other: ConversationParty } {
  const ownerIsSelf = conversation.owner.userid === memberId;
  return ownerIsSelf
    ? { self: conversation.owner, other: conversation.participant }
    : { self: conversation.participant, other: conversation.owner };
}

/** 'self' when the member sent the message, otherwise 'other'. */
export function messageOwner(message: Pick<Message, 'senderId'>, memberId: number): MessageOwner {
  return message.senderId === memberId ? 'self' : 'other';
}
