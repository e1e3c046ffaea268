import type { ReactNode } from 'react';
import { parseMarkup, type MarkupNode } from '../../../../core/common/markup';

/** Visitors write these lines: links carry 'ugc' besides the markup's own rel (SPEC §5). */
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

/** A chat line's text through the core's safe markup: elements only, never HTML. */
export function ChatText({ text }: { text: string }) {
  return <>{render(parseMarkup(text, { origin: window.location.origin }))}</>;
}
