import type { TokenPayload } from '../../../core/account/member.model';
import { hashString } from '../prng';

const HEADER = { alg: 'FAKE', typ: 'JWT' };
const TOKEN_LIFETIME_SECONDS = 86_400;

/** base64url of the UTF-8 bytes of `text` (btoa and TextEncoder exist in Node 20 and browsers; Buffer is not used). */
export function base64UrlEncode(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes base64url to text; null when it is not valid base64url. */
export function base64UrlDecode(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null;
  const padded = encoded
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(encoded.length / 4) * 4, '=');
  try {
    const binary = atob(padded);
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

function isPayload(value: unknown): value is TokenPayload {
  const payload = value as TokenPayload;
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof payload.id === 'number' &&
    typeof payload.exp === 'number' &&
    typeof payload.meta?.legacy === 'boolean'
  );
}

/**
 * JWT-shaped login tokens: `header.payload.signature` with a base64url JSON payload
 * `{ id, exp, meta: { legacy } }`. The signature is a keyed 64-bit hash, not cryptography: this is
 * a simulation, and the point is only that a client cannot forge a token by editing the payload.
 */
export class TokenSigner {
  constructor(private readonly secret: string) {}

  /** A token for the member, valid for one day from `nowMs`. */
  issue(id: number, legacy: boolean, nowMs: number): string {
    return this.sign({ id, exp: Math.floor(nowMs / 1000) + TOKEN_LIFETIME_SECONDS, meta: { legacy } });
  }

  sign(payload: TokenPayload): string {
    const body = `${base64UrlEncode(JSON.stringify(HEADER))}.${base64UrlEncode(JSON.stringify(payload))}`;
    return `${body}.${this.signature(body)}`;
  }

  /** The payload of a well-formed, correctly signed, unexpired token; otherwise null. */
  verify(token: string, nowMs: number): TokenPayload | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    if (this.signature(`${header}.${payload}`) !== signature) return null;
    const json = base64UrlDecode(payload);
    if (json === null) return null;
    try {
      const parsed: unknown = JSON.parse(json);
      if (!isPayload(parsed) || parsed.exp * 1000 <= nowMs) return null;
      return parsed;
    } catch {
      return null;
    }
  }

  private signature(body: string): string {
    const first = hashString(`${this.secret}.${body}`, 1);
    const second = hashString(`${body}.${this.secret}`, 2);
    return first.toString(16).padStart(8, '0') + second.toString(16).padStart(8, '0');
  }
}
