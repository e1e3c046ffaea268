/**
 * Where the inline markup tokens of one line start and end, found in linear time.
 *
 * The tokens are those of the former regular expressions, with the same leftmost-first choice:
 *   link    \[([^\]\n]+)\]\(([^)\s]+)\)
 *   bold    \*\*(.+?)\*\*
 *   italic  \*([^*]+)\*
 * Running those expressions again from every position was quadratic on hostile input (a long run
 * of '['): each attempt scanned to the end of the line. Here every
 * "next such character" is computed once, right to left, so deciding whether a token starts at a
 * position costs a few array reads.
 */

export type InlineTokenType = 'link' | 'bold' | 'italic';

export interface InlineToken {
  type: InlineTokenType;
  /** Index just past the token's last character. */
  end: number;
  /** The text between the markers (a link's text). */
  inner: string;
  /** A link's target as written. */
  url: string;
}

const NONE = -1;
const STAR = 0x2a;
const CLOSE_BRACKET = 0x5d;
const CLOSE_PAREN = 0x29;
const LINE_FEED = 0x0a;

/** What \s matches in JavaScript: a link target stops at any of them. */
function isWhitespace(code: number): boolean {
  if (code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0) return true;
  if (code < 0x1680) return false;
  return (
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** What `.` does not match: bold cannot span them. */
function isLineTerminator(code: number): boolean {
  return code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029;
}

/** The first index at or after `from` in a "next such character" table, NONE past the end. */
function at(table: Int32Array, from: number): number {
  return from < table.length ? table[from]! : NONE;
}

/** The tokens of one piece of text: asks, for a position, which token starts there. */
export class InlineTokens {
  private readonly closeBracket: Int32Array;
  private readonly targetStop: Int32Array;
  private readonly star: Int32Array;
  private readonly doubleStar: Int32Array;
  private readonly lineTerminator: Int32Array;

  constructor(private readonly text: string) {
    const length = text.length;
    this.closeBracket = new Int32Array(length + 1).fill(NONE);
    this.targetStop = new Int32Array(length + 1).fill(NONE);
    this.star = new Int32Array(length + 1).fill(NONE);
    this.doubleStar = new Int32Array(length + 1).fill(NONE);
    this.lineTerminator = new Int32Array(length + 1).fill(NONE);
    // One pass from the right: each table holds, per index, the nearest such character at or after it.
    for (let index = length - 1; index >= 0; index -= 1) {
      const code = text.charCodeAt(index);
      const next = index + 1;
      this.closeBracket[index] =
        code === CLOSE_BRACKET || code === LINE_FEED ? index : this.closeBracket[next]!;
      this.targetStop[index] = code === CLOSE_PAREN || isWhitespace(code) ? index : this.targetStop[next]!;
      this.star[index] = code === STAR ? index : this.star[next]!;
      this.doubleStar[index] =
        code === STAR && text.charCodeAt(next) === STAR ? index : this.doubleStar[next]!;
      this.lineTerminator[index] = isLineTerminator(code) ? index : this.lineTerminator[next]!;
    }
  }

  /** The token starting at `start`, links first, then bold, then italic (the old order on a tie). */
  at(start: number, allowLinks: boolean): InlineToken | null {
    if (allowLinks && this.text[start] === '[') {
      const link = this.linkAt(start);
      if (link) return link;
    }
    if (this.text[start] !== '*') return null;
    return this.boldAt(start) ?? this.italicAt(start);
  }

  private linkAt(start: number): InlineToken | null {
    const close = at(this.closeBracket, start + 1);
    if (close === NONE || close === start + 1 || this.text[close] !== ']') return null;
    if (this.text[close + 1] !== '(') return null;
    const stop = at(this.targetStop, close + 2);
    if (stop === NONE || stop === close + 2 || this.text[stop] !== ')') return null;
    return {
      type: 'link',
      end: stop + 1,
      inner: this.text.slice(start + 1, close),
      url: this.text.slice(close + 2, stop),
    };
  }

  private boldAt(start: number): InlineToken | null {
    if (this.text[start + 1] !== '*') return null;
    const closing = at(this.doubleStar, start + 3);
    if (closing === NONE) return null;
    const terminator = at(this.lineTerminator, start + 2);
    if (terminator !== NONE && terminator < closing) return null;
    return { type: 'bold', end: closing + 2, inner: this.text.slice(start + 2, closing), url: '' };
  }

  private italicAt(start: number): InlineToken | null {
    if (start + 1 >= this.text.length || this.text[start + 1] === '*') return null;
    const closing = at(this.star, start + 1);
    if (closing === NONE) return null;
    return { type: 'italic', end: closing + 1, inner: this.text.slice(start + 1, closing), url: '' };
  }
}
