import type { PageContext } from 'vike/types';

/**
 * The URL as the visitor sees it (with its locale prefix and query): vike's `urlPathname` is the
 * path the router matched, after +onBeforeRoute took the prefix off.
 */
export function originalUrl(pageContext: Pick<PageContext, 'urlOriginal'>): {
  pathname: string;
  search: string;
} {
  const url = new URL(pageContext.urlOriginal, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
}
