import { constants, crc32, deflateRawSync } from 'node:zlib';
import { joinBytes } from './join-bytes';

/**
 * A cached page's body compressed once, its pieces around the CSP nonce each a deflate stream of
 * its own that ends byte-aligned (a sync flush), so each response joins them around its own nonce
 * into one gzip body without compressing anything: compressing the page per response cost most of
 * what caching it saved (docs/decisions.md, 25 "A cached page leaves compressed once").
 */
export interface GzipAroundNonce {
  /** Each piece of the body around the nonce, in order: raw deflate data, and the piece itself for the trailer's checksum. */
  pieces: { deflated: Buffer; plain: Buffer }[];
  /** The length of every nonce put between them: the pieces' back-references count on it. */
  nonceLength: number;
}

// ID1 ID2, deflate, no flags, no time, no extra flags, unknown OS (RFC 1952, 2.3).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// The last block: final, stored, empty (RFC 1951, 3.2.4); the pieces leave the output byte-aligned.
const LAST_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const STORED_MAX = 0xffff;
const WINDOW = 32 * 1024;

/**
 * What a piece may refer back to: the pieces before it with NUL bytes where the nonce will stand.
 * A page without NUL bytes never matches them, so no reference reaches into a nonce, and the
 * distances past it hold for any nonce of that length. Without this each piece would be
 * compressed alone, and the page would come out larger.
 */
function dictionaries(bodyAroundNonce: Buffer[], nonceLength: number): (Buffer | undefined)[] {
  if (bodyAroundNonce.some((piece) => piece.includes(0))) return bodyAroundNonce.map(() => undefined);
  const hole = Buffer.alloc(nonceLength);
  let before = Buffer.alloc(0);
  return bodyAroundNonce.map((piece, index) => {
    const dictionary = index === 0 ? undefined : before;
    before = Buffer.concat([before, piece, hole]).subarray(-WINDOW);
    return dictionary;
  });
}

/** The pieces of `bodyAroundNonce` compressed, once per cached page, for nonces of `nonceLength`. */
export function gzipAroundNonce(bodyAroundNonce: Buffer[], nonceLength: number): GzipAroundNonce {
  const byPiece = dictionaries(bodyAroundNonce, nonceLength);
  const pieces = bodyAroundNonce.map((plain, index) => {
    const dictionary = byPiece[index];
    const options = { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH };
    // An empty piece (two nonces side by side) adds no block at all.
    if (plain.length === 0) return { plain, deflated: plain };
    return { plain, deflated: deflateRawSync(plain, dictionary ? { ...options, dictionary } : options) };
  });
  return { pieces, nonceLength };
}

/**
 * The nonce as a stored (uncompressed) block, not final. Never compressed with the page, it cannot
 * leak through the compressed length (the BREACH attack on secrets compressed beside other text).
 */
function storedBlock(data: Buffer): Buffer {
  if (data.length > STORED_MAX) throw new Error('A nonce longer than a stored block');
  const header = Buffer.alloc(5);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & STORED_MAX, 3);
  return Buffer.concat([header, data]);
}

/** One response's gzip body: the compressed pieces joined around `nonce` (of the page's nonce length). */
export function gzipWithNonce(page: GzipAroundNonce, nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce);
  if (nonceBytes.length !== page.nonceLength)
    throw new Error(`A nonce of ${nonceBytes.length} bytes where the page was cut for ${page.nonceLength}`);
  const nonceBlock = storedBlock(nonceBytes);
  const parts: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let length = 0;
  page.pieces.forEach(({ deflated, plain }, index) => {
    if (index > 0) {
      parts.push(nonceBlock);
      checksum = crc32(nonceBytes, checksum);
      length += nonceBytes.length;
    }
    parts.push(deflated);
    checksum = crc32(plain, checksum);
    length += plain.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(LAST_BLOCK, trailer);
  return joinBytes(parts);
}
