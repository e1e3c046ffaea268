import { MARKUP_MAX_CHARS, parseMarkup, type MarkupNode } from '../../../../src/core/common/markup';
import { referenceParseMarkup } from './markup-reference';

const options = { origin: 'https://www.example.nl', performer: 'anna', member: 'jan' };

// The inputs of the quadratic case and their relatives: long runs of one marker, markers that
// open and never close, links that never end.
const PATHOLOGICAL = [
  '[',
  '*',
  '**',
  '[a](',
  '[a](b',
  '[]',
  '](',
  '** *',
  '*a',
  '[**',
  '[x](https://a.test ',
  '[[a](/b)',
  '\u2028**',
];

// A small seeded generator (mulberry32): the same random texts every run.
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = [
  '*',
  '*',
  '[',
  ']',
  '(',
  ')',
  'a',
  'b',
  ' ',
  '\n',
  '/',
  'www.x.test',
  'https://o.test/p',
  '%member%',
];

function randomText(random: () => number, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return text;
}

function plainText(nodes: MarkupNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.text;
      if (node.type === 'break') return '\n';
      return plainText(node.children);
    })
    .join('');
}

describe('parseMarkup, linear', () => {
  it.each(PATHOLOGICAL)('gives the same tree as the former parser for 2,000 characters of %j', (unit) => {
    const text = unit.repeat(Math.ceil(2000 / unit.length));
    expect(parseMarkup(text, options)).toEqual(referenceParseMarkup(text, options));
  });

  it('gives the same tree as the former parser for 3,000 random texts of markup characters', () => {
    const random = seeded(20261124);
    for (let round = 0; round < 3000; round += 1) {
      const text = randomText(random, 1 + Math.floor(random() * 40));
      expect({ text, nodes: parseMarkup(text, options) }).toEqual({
        text,
        nodes: referenceParseMarkup(text, options),
      });
    }
  });

  it('parses the first MARKUP_MAX_CHARS as markup and keeps the rest as plain text', () => {
    const head = 'x'.repeat(MARKUP_MAX_CHARS - 5) + '**b**';
    const nodes = parseMarkup(`${head}**c**\nd [e](/f)`, options);
    expect(nodes).toEqual([
      { type: 'text', text: 'x'.repeat(MARKUP_MAX_CHARS - 5) },
      { type: 'bold', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: '**c**' },
      { type: 'break' },
      { type: 'text', text: 'd [e](/f)' },
    ]);
  });

  it('keeps a CRLF at the cap one break', () => {
    const text = `${'x'.repeat(MARKUP_MAX_CHARS - 1)}\r\ny`;
    expect(parseMarkup(text, options)).toEqual([
      { type: 'text', text: 'x'.repeat(MARKUP_MAX_CHARS - 1) },
      { type: 'break' },
      { type: 'text', text: 'y' },
    ]);
  });

  it.each(PATHOLOGICAL)('turns 100 KB of %j into text and safe links only', (unit) => {
    const text = unit.repeat(Math.ceil(100_000 / unit.length));
    const nodes = parseMarkup(text, options);
    expect(links(nodes).every((href) => /^https:\/\/[^/]/.test(href))).toBe(true);
    // Only markers go: every character shown was in the text, in order.
    expect(plainText(nodes).length).toBeLessThanOrEqual(text.length);
    expect(plainText(nodes).length).toBeGreaterThan(0);
  });
});

function links(nodes: MarkupNode[]): string[] {
  return nodes.flatMap((node) => {
    if (node.type === 'link') return [node.href, ...links(node.children)];
    return node.type === 'bold' || node.type === 'italic' ? links(node.children) : [];
  });
}
