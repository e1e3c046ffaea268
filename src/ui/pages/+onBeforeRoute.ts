import { modifyUrl } from 'vike/modifyUrl';
import type { PageContextServer } from 'vike/types';
import { DEFAULT_LOCALE, type Locale } from '../../core/model/locale';
import { stripLocalePrefix } from '../../core/rules/locale';

/**
 * Runs before routing on server and client: the router sees the URL without its locale prefix,
 * so `/`, `/nl` and `/en` reach the same page, and the page reads `pageContext.locale` instead.
 */
export function onBeforeRoute(pageContext: PageContextServer): {
  pageContext: { urlLogical: string; locale: Locale };
} {
  const { href, pathname } = pageContext.urlParsed;
  const localised = stripLocalePrefix(pathname);
  return {
    pageContext: {
      locale: localised.locale ?? DEFAULT_LOCALE,
      urlLogical: modifyUrl(href, { pathname: localised.path }),
    },
  };
}
