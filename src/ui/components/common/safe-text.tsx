import type { ReactNode } from 'react';
import { parseMarkup, type MarkupNode } from '../../../core/common/markup';

/** People write these texts: links carry 'noopener' and 'ugc' besides the markup's own rel (SPEC §5). */
function userRel(rel: string): string {
  return [...new Set([...rel.split(' '), 'noopener', 'ugc'].filter(Boolean))].join(' ');
}

function render(nodes: MarkupNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'bold':
        return <strong key={index}>{render(node.children)}</strong>;
      case 'italic':
        return <em key={index}>{render(node.children)}</em>;
      case 'break':
        return <br key={index} />;
      case 'link':
        return (
          <a key={index} href={node.href} rel={userRel(node.rel)} target={node.target ?? undefined}>
            {render(node.children)}
          </a>
        );
      default:
        return null;
    }
  });
}

/**
 * A chat line's or a private message's text through the core's safe markup: React elements only,
 * never HTML. `origin` tells the site's own links from external ones.
 */
export function SafeText({ text, origin }: { text: string; origin: string }) {
  return <>{render(parseMarkup(text, { origin }))}</>;
}
