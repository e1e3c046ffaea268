import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { DEFAULT_LOCALE } from '../../../core/model/locale';
import { localizedPath } from '../../../core/rules/locale';
import { buildQuery, keptQuery, parseQuery } from '../../../core/rules/query';

/** /profile without a performer: home in the page's language, keeping the basic query (301, SPEC §2). */
export function guard(pageContext: PageContextServer): never {
  const query = keptQuery(parseQuery(pageContext.urlParsed.searchOriginal ?? ''));
  throw redirect(localizedPath('/', pageContext.locale ?? DEFAULT_LOCALE) + buildQuery(query), 301);
}
