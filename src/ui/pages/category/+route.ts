import type { PageContext } from 'vike/types';
import { isCategorySlug } from '../../../core/performers/categories';

/**
 * The category pages of SPEC §2 (/blond, /studentes, ...): one grid screen for every slug. While
 * the categories feature is off the server and the guard send these paths home first.
 */
export function route(pageContext: PageContext) {
  const slug = pageContext.urlPathname.slice(1);
  return isCategorySlug(slug) ? { routeParams: { slug } } : false;
}
