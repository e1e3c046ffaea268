// The markup parser as it was before it was made linear (commit 71edbf7), kept as the reference the
// linear one must agree with. Quadratic on hostile input: keep the inputs given to it small.
import {
  fillPlaceholders,
  resolveLink,
  type MarkupNode,
  type MarkupOptions,
} from '../../../../src/core/common/markup';

const TOKENS = [
  { type: 'link', pattern: /\[([^\]\n]+)\]\(([^)\s]+)\)/ },
  { type: 'bold', pattern: /\*\*(.+?)\*\*/ },
  { type: 'italic', pattern: /\*([^*]+)\*/ },
] as const;

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
export function referenceParseMarkup(text: string, options: MarkupOptions): MarkupNode[] {
  const lines = text.split(/\r\n|\r|\n/);
  return lines.flatMap((line, index): MarkupNode[] => [
    ...(index > 0 ? [{ type: 'break' } as const] : []),
    ...parseInline(line, options, true),
  ]);
}
