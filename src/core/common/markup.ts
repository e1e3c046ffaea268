import { capName } from './names';
import { InlineTokens, type InlineToken } from './markup-scan';

/** Text markup of SPEC §5 parsed into a safe tree the UI renders as elements, never as HTML. */

export type MarkupNode =
  | { type: 'text'; text: string }
  | { type: 'bold'; children: MarkupNode[] }
  | { type: 'italic'; children: MarkupNode[] }
  | { type: 'break' }
  | {
      type: 'link';
      href: string;
      external: boolean;
      rel: string;
      target: '_blank' | null;
      children: MarkupNode[];
    };

export interface MarkupOptions {
  /** The site origin, e.g. 'https://www.example.nl'; internal links get it. */
  origin: string;
  /** Name for %performer%. */
  performer?: string;
  /** Name for %member%. */
  member?: string;
}

type LinkTarget = Pick<Extract<MarkupNode, { type: 'link' }>, 'href' | 'external' | 'rel' | 'target'>;

/** Replaces %performer% and %member% with the capitalised names given; unknown names stay as typed. */
export function fillPlaceholders(text: string, names: Pick<MarkupOptions, 'performer' | 'member'>): string {
  return text.replace(/%(performer|member)%/gi, (whole, key: string) => {
    const name = names[key.toLowerCase() as 'performer' | 'member'];
    return name ? capName(name) : whole;
  });
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Resolves a link target: http(s) and 'www.' addresses on another host are external (new tab,
 * nofollow noopener); own-site paths and same-host addresses are internal (nofollow, site origin).
 * Anything else (javascript:, data:, mailto:, protocol-relative '//') is refused with null.
 */
export function resolveLink(url: string, origin: string): LinkTarget | null {
  const raw = url.trim();
  const base = origin.replace(/\/+$/, '');
  if (/^\/(?![/\\])/.test(raw))
    return { href: `${base}${raw}`, external: false, rel: 'nofollow', target: null };
  const absolute = /^www\./i.test(raw) ? `https://${raw}` : raw;
  if (!/^https?:\/\//i.test(absolute)) return null;
  let parsed: URL;
  try {
    parsed = new URL(absolute);
  } catch {
    return null;
  }
  if (parsed.host === originHost(origin)) {
    return { href: parsed.href, external: false, rel: 'nofollow', target: null };
  }
  return { href: parsed.href, external: true, rel: 'nofollow noopener', target: '_blank' };
}

// Every token starts with one of these.
const MARKER = /[*[]/;

function tokenNode(token: InlineToken, options: MarkupOptions, allowLinks: boolean): MarkupNode[] {
  if (token.type === 'bold')
    return [{ type: 'bold', children: parseInline(token.inner, options, allowLinks) }];
  if (token.type === 'italic')
    return [{ type: 'italic', children: parseInline(token.inner, options, allowLinks) }];
  const children = parseInline(token.inner, options, false);
  const target = resolveLink(token.url, options.origin);
  return target ? [{ type: 'link', ...target, children }] : children;
}

/** Placeholders are filled in text nodes only, so a name can never turn into markup or a link. */
function textNode(text: string, options: MarkupOptions): MarkupNode {
  return { type: 'text', text: fillPlaceholders(text, options) };
}

/**
 * One pass from left to right: the first position where a token starts takes it, and the scan goes
 * on after it. A token's inside is parsed again on its own (nesting is at most a few levels deep:
 * bold, italic inside it, a link's text), so the whole stays linear in the text's length.
 */
function parseInline(text: string, options: MarkupOptions, allowLinks: boolean): MarkupNode[] {
  // Most texts (and the insides of most tokens) hold no marker at all: no tables to build.
  if (!MARKER.test(text)) return text === '' ? [] : [textNode(text, options)];
  const nodes: MarkupNode[] = [];
  const tokens = new InlineTokens(text);
  let textStart = 0;
  let position = 0;
  while (position < text.length) {
    const token = tokens.at(position, allowLinks);
    if (!token) {
      position += 1;
      continue;
    }
    if (position > textStart) nodes.push(textNode(text.slice(textStart, position), options));
    nodes.push(...tokenNode(token, options, allowLinks));
    position = token.end;
    textStart = position;
  }
  if (textStart < text.length) nodes.push(textNode(text.slice(textStart), options));
  return nodes;
}

/**
 * The most characters parsed as markup; the rest of a longer text shows as plain text. Chat and
 * private messages are at most 255 characters (SPEC §9) and a performer's texts a few thousand, so
 * no real text reaches it; it bounds the work (and the tree) that one hostile text can cause.
 */
export const MARKUP_MAX_CHARS = 20_000;

const LINE_BREAK = /\r\n|\r|\n/;

function withBreaks(lines: string[], parseLine: (line: string) => MarkupNode[]): MarkupNode[] {
  return lines.flatMap((line, index): MarkupNode[] => [
    ...(index > 0 ? [{ type: 'break' } as const] : []),
    ...parseLine(line),
  ]);
}

/**
 * Parses text markup: '**bold**', '*italic*', newlines as breaks and '[text](url)' links (see
 * resolveLink; a refused link keeps only its text); %performer% and %member% become capitalised
 * names inside text. Beyond MARKUP_MAX_CHARS the text stays plain (breaks and names still apply).
 * The result holds only plain strings and safe link targets. Linear in the text's length.
 */
export function parseMarkup(text: string, options: MarkupOptions): MarkupNode[] {
  if (text.length <= MARKUP_MAX_CHARS) {
    return withBreaks(text.split(LINE_BREAK), (line) => parseInline(line, options, true));
  }
  // Split where a line break stays whole: a CRLF cut in two would count as two breaks.
  const cut = text[MARKUP_MAX_CHARS - 1] === '\r' ? MARKUP_MAX_CHARS - 1 : MARKUP_MAX_CHARS;
  const parsed = parseMarkup(text.slice(0, cut), options);
  const plain = withBreaks(text.slice(cut).split(LINE_BREAK), (line) =>
    line === '' ? [] : [textNode(line, options)],
  );
  return [...parsed, ...plain];
}
