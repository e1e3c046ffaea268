import { createContext, useContext, type ReactNode } from 'react';
import { parseMarkup, type MarkupNode, type MarkupOptions } from '../../../core/common/markup';

/** Who %performer% and %member% are in the texts below (SPEC §5): the room's or conversation's. */
export type MarkupNames = Pick<MarkupOptions, 'performer' | 'member'>;
const Names = createContext<MarkupNames>({});
export const MarkupNamesProvider = Names.Provider;
export function useMarkupNames(): MarkupNames {
  return useContext(Names);
}

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
 * never HTML. `origin` tells the site's own links from external ones; the names of the nearest
 * MarkupNamesProvider fill the placeholders.
 */
export function SafeText({ text, origin }: { text: string; origin: string }) {
  const names = useContext(Names);
  return <>{render(parseMarkup(text, { origin, ...names }))}</>;
}
