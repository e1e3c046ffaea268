import { useMemo } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../core/common/locale.model';
import { localizedPath, stripLocalePrefix } from '../../core/shell/locale.rules';
import { buildQuery, keptQuery, parseQuery, type QueryPairs } from '../../core/common/query';
import { originalUrl } from './original-url';
import { usePageContext } from './page-context';

export interface RouteInfo {
  locale: Locale;
  /** The path without locale prefix or query: what the router matched. */
  path: string;
  /** The page's path and query as the visitor sees them. */
  current: string;
  /** The query parameters SPEC §2 keeps on navigation (affiliate code and tags). */
  kept: QueryPairs;
  /** An own-site link in this page's language that keeps the kept query parameters. */
  to(path: string): string;
  routeName: string;
}

/** Where the visitor is, and how to link onwards without losing language or affiliate tags. */
export function useRoute(): RouteInfo {
  const pageContext = usePageContext();
  const locale = pageContext.locale ?? DEFAULT_LOCALE;
  const { urlOriginal } = pageContext;
  const routeName = pageContext.config.routeName ?? (pageContext.is404 ? 'notFound' : 'error');
  // Every header and footer link asks: the URL is parsed once a page, not once a component render.
  return useMemo(() => {
    const { pathname, search } = originalUrl({ urlOriginal });
    const kept = keptQuery(parseQuery(search));
    const query = buildQuery(kept);
    return {
      locale,
      path: stripLocalePrefix(pathname).path,
      current: `${pathname}${search}`,
      kept,
      to: (path: string) => `${localizedPath(path, locale)}${query}`,
      routeName,
    };
  }, [locale, urlOriginal, routeName]);
}
