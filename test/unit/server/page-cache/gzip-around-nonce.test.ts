import { gunzipSync, gzipSync } from 'node:zlib';
import { gzipAroundNonce, gzipWithNonce } from '../../../../src/server/page-cache/gzip-around-nonce';

// Two nonces as the site makes them: 16 random bytes in base64url, 22 characters.
const NONCE = 'a1B2c3D4e5F6g7H8i9J0kL';
const OTHER = 'Zz9_Yy8-Xx7Ww6Vv5Uu4Tt';

/** The page cut where its nonce stands (`@` here), compressed for nonces of the site's length. */
function compressed(page: string) {
  return gzipAroundNonce(
    page.split('@').map((piece) => Buffer.from(piece)),
    NONCE.length,
  );
}

const gunzipped = (page: string, nonce: string) =>
  gunzipSync(gzipWithNonce(compressed(page), nonce)).toString();

/** A grid page of many cards: its pieces make several deflate blocks, and repeat each other. */
function gridPage(): string {
  const cards = Array.from(
    { length: 1500 },
    (_, n) => `<li class="card">Performer ${n} — ${(n * 7919) % 1000} ü€</li>`,
  );
  const list = `<ul>${cards.join('')}</ul>`;
  return `<script nonce="@">1</script>${list}<style nonce="@"></style>${list.slice(0, 20_000)}`;
}

describe('a cached page as gzip around its nonce', () => {
  it("decompresses to the page with the response's nonce in every place", () => {
    const page = gridPage();
    expect(page.length).toBeGreaterThan(32_768);
    expect(gunzipped(page, NONCE)).toBe(page.split('@').join(NONCE));
    expect(gunzipped(page, OTHER)).toBe(page.split('@').join(OTHER));
  });

  it('holds a nonce at either end, or two side by side', () => {
    for (const page of ['@<p>middle</p>@', '@@<p>x</p>', '<p>x</p>@@', '@', 'no nonce at all', ''])
      expect(gunzipped(page, NONCE)).toBe(page.split('@').join(NONCE));
  });

  it('refers back across the nonce: as small as the page compressed whole', () => {
    const page = gridPage();
    const whole = gzipSync(page.split('@').join(NONCE), { level: 9 }).length;
    expect(gzipWithNonce(compressed(page), NONCE).length).toBeLessThan(whole * 1.01);
  });

  it('still decompresses a page with NUL bytes, compressed piece by piece', () => {
    const page = `<p>\u0000${'a'.repeat(300)}</p>@<p>${'a'.repeat(300)}\u0000</p>`;
    expect(gunzipped(page, OTHER)).toBe(page.split('@').join(OTHER));
  });

  it('sends the nonce as it is, never compressed with the page', () => {
    const body = Buffer.from(gzipWithNonce(compressed(gridPage()), NONCE));
    const stored = body.indexOf(NONCE);
    expect(stored).toBeGreaterThan(0);
    expect(body.indexOf(NONCE, stored + 1)).toBeGreaterThan(stored);
  });

  it("refuses a nonce of another length than the page's", () => {
    expect(() => gzipWithNonce(compressed('a@b'), 'short')).toThrow(/5 bytes where the page was cut for 22/);
  });
});
