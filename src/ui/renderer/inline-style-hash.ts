import { createHash } from 'node:crypto';

let last: { css: string; hash: string } | undefined;

/**
 * The SHA-256 (base64) of an inline style's text, as a CSP hash source names it. Every page of a
 * process has the same theme, so the last one is kept.
 */
export function inlineStyleHash(css: string): string {
  if (last?.css !== css) last = { css, hash: createHash('sha256').update(css, 'utf8').digest('base64') };
  return last.hash;
}
