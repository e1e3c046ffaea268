import type { Conversation, ConversationParty, Message, MessageOwner } from '../messaging/conversation.model';
import type { TokenPayload } from './member.model';

/** The login token (SPEC §3, §6): decoding, expiry and who is who in a conversation. */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Decodes base64url (or standard base64) into bytes; null on a character outside the alphabet. */
export function base64UrlToBytes(text: string): Uint8Array | null {
  const clean = text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (clean.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/** Decodes UTF-8 bytes; null on a malformed sequence. */
export function utf8Decode(bytes: Uint8Array): string | null {
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const first = bytes[i] ?? 0;
    const length = first < 0x80 ? 1 : first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : first >= 0xc0 ? 2 : 0;
    if (length === 0 || i + length > bytes.length) return null;
    let code = length === 1 ? first : first & (0xff >> (length + 1));
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k] ?? 0;
      if ((next & 0xc0) !== 0x80) return null;
      code = (code << 6) | (next & 0x3f);
    }
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
    out += String.fromCodePoint(code);
    i += length;
  }
  return out;
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
