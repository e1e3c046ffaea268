import { capName } from './names';

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

const TOKENS = [
  { type: 'link', pattern: /\[([^\]\n]+)\]\(([^)\s]+)\)/ },
  { type: 'bold', pattern: /\*\*(.+?)\*\*/ },
  { type: 'italic', pattern: /\*([^*]+)\*/ },
] as const;

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

function earliestToken(text: string, allowLinks: boolean) {
  let best: { type: (typeof TOKENS)[number]['type']; match: RegExpExecArray } | null = null;
  for (const token of TOKENS) {
    if (token.type === 'link' && !allowLinks) continue;
    const match = token.pattern.exec(text);
    if (match && (!best || match.index < best.match.index)) best = { type: token.type, match };
  }
  return best;
}

function tokenNode(
  type: string,
  match: RegExpExecArray,
  options: MarkupOptions,
  allowLinks: boolean,
): MarkupNode[] {
  const inner = match[1] ?? '';
  if (type === 'bold') return [{ type: 'bold', children: parseInline(inner, options, allowLinks) }];
  if (type === 'italic') return [{ type: 'italic', children: parseInline(inner, options, allowLinks) }];
  const children = parseInline(inner, options, false);
  const target = resolveLink(match[2] ?? '', options.origin);
  return target ? [{ type: 'link', ...target, children }] : children;
}

/** Placeholders are filled in text nodes only, so a name can never turn into markup or a link. */
function textNode(text: string, options: MarkupOptions): MarkupNode {
  return { type: 'text', text: fillPlaceholders(text, options) };
}

function parseInline(text: string, options: MarkupOptions, allowLinks: boolean): MarkupNode[] {
  const nodes: MarkupNode[] = [];
  let rest = text;
  while (rest !== '') {
    const token = earliestToken(rest, allowLinks);
    if (!token) {
      nodes.push(textNode(rest, options));
      break;
    }
    if (token.match.index > 0) nodes.push(textNode(rest.slice(0, token.match.index), options));
    nodes.push(...tokenNode(token.type, token.match, options, allowLinks));
    rest = rest.slice(token.match.index + token.match[0].length);
  }
  return nodes;
}

/**
 * Parses text markup: '**bold**', '*italic*', newlines as breaks and '[text](url)' links (see
 * resolveLink; a refused link keeps only its text); %performer% and %member% become capitalised
 * names inside text.
 * The result holds only plain strings and safe link targets.
 */
export function parseMarkup(text: string, options: MarkupOptions): MarkupNode[] {
  const lines = text.split(/\r\n|\r|\n/);
  return lines.flatMap((line, index): MarkupNode[] => [
    ...(index > 0 ? [{ type: 'break' } as const] : []),
    ...parseInline(line, options, true),
  ]);
}
