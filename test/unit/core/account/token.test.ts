import {
  base64UrlToBytes,
  conversationParties,
  decodeToken,
  isExpired,
  messageOwner,
  utf8Decode,
} from '../../../../src/core/account/token';
import type { ConversationParty } from '../../../../src/core/messaging/conversation.model';

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

function token(payload: unknown): string {
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

describe('decodeToken', () => {
  it('reads id, exp and the legacy flag', () => {
    expect(decodeToken(token({ id: 42, exp: 1_800_000_000, meta: { legacy: true } }))).toEqual({
      id: 42,
      exp: 1_800_000_000,
      meta: { legacy: true },
    });
  });

  it('treats a missing legacy flag as not legacy and accepts a numeric string id', () => {
    expect(decodeToken(token({ id: '7', exp: 10 }))).toEqual({ id: 7, exp: 10, meta: { legacy: false } });
  });

  it('decodes non-ASCII payload text', () => {
    expect(decodeToken(token({ id: 1, exp: 2, meta: { legacy: false }, name: 'Zoë 🎉' }))?.id).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['two parts', 'a.b'],
    ['bad base64', 'a.!!!.c'],
    ['not JSON', `a.${Buffer.from('nope').toString('base64url')}.c`],
    ['no id', token({ exp: 5 })],
    ['no exp', token({ id: 5 })],
  ])('returns null for a malformed token (%s)', (_name, value) => {
    expect(decodeToken(value)).toBeNull();
  });

  it('returns null for null and undefined', () => {
    expect(decodeToken(null)).toBeNull();
    expect(decodeToken(undefined)).toBeNull();
  });
});

describe('base64url and UTF-8', () => {
  it('matches Node for arbitrary bytes', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const encoded = Buffer.from(bytes).toString('base64url');
    expect(Array.from(base64UrlToBytes(encoded)!)).toEqual(Array.from(bytes));
    expect(Array.from(base64UrlToBytes(Buffer.from(bytes).toString('base64'))!)).toEqual(Array.from(bytes));
  });

  it('rejects malformed UTF-8', () => {
    expect(utf8Decode(Uint8Array.from([0xc3]))).toBeNull();
    expect(utf8Decode(Uint8Array.from([0x80]))).toBeNull();
    expect(utf8Decode(Uint8Array.from([0xc3, 0xab]))).toBe('ë');
  });

  it('rejects overlong forms and encoded surrogates, which a strict decoder refuses', () => {
    expect(utf8Decode(Uint8Array.from([0xc0, 0x80]))).toBeNull();
    expect(utf8Decode(Uint8Array.from([0xed, 0xa0, 0x80]))).toBeNull();
  });

  it('rejects what atob alone would forgive: white space and padding inside', () => {
    expect(base64UrlToBytes('YW Jj')).toBeNull();
    expect(base64UrlToBytes('YQ==YQ')).toBeNull();
    expect(base64UrlToBytes('YWJj')).toEqual(Uint8Array.from([0x61, 0x62, 0x63]));
  });
});

describe('isExpired', () => {
  it('compares exp seconds with now in milliseconds', () => {
    expect(isExpired({ exp: 100 }, 99_999)).toBe(false);
    expect(isExpired({ exp: 100 }, 100_000)).toBe(true);
  });
});

describe('conversation parties', () => {
  const owner: ConversationParty = { userid: 10, id: 1, avatar: 'm.svg' };
  const participant: ConversationParty = { userid: 20, id: 2, avatar: 'p.svg' };

  it('finds self and other by the member id', () => {
    expect(conversationParties({ owner, participant }, 10)).toEqual({ self: owner, other: participant });
    expect(conversationParties({ owner, participant }, 20)).toEqual({ self: participant, other: owner });
  });

  it('marks messages as self or other', () => {
    expect(messageOwner({ senderId: 10 }, 10)).toBe('self');
    expect(messageOwner({ senderId: 20 }, 10)).toBe('other');
  });
});
