import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { DEFAULT_LOCALE } from '../../../core/common/locale.model';
import { localizedPath } from '../../../core/shell/locale.rules';
import { buildQuery, keptQuery, parseQuery } from '../../../core/common/query';

/** /profile without a performer: home in the page's language, keeping the basic query (301, SPEC §2). */
export function guard(pageContext: PageContextServer): never {
  const query = keptQuery(parseQuery(pageContext.urlParsed.searchOriginal ?? ''));
  throw redirect(localizedPath('/', pageContext.locale ?? DEFAULT_LOCALE) + buildQuery(query), 301);
}
