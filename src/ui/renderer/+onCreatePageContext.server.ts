import type { PageContextServer } from 'vike/types';
import { stripLocalePrefix } from '../../core/shell/locale.rules';

/**
 * Gives every server pageContext its locale from the URL prefix when +onBeforeRoute has not set
 * one. vike builds the error page of `throw render(404)` from a pageContext made before routing,
 * so without this /en/profile/unknown rendered its 404 page in Dutch.
 */
export function onCreatePageContext(pageContext: PageContextServer): void {
  if (pageContext.locale) return;
  const { locale } = stripLocalePrefix(pageContext.urlParsed.pathname);
  if (locale) pageContext.locale = locale;
}
