import type { PageContextServer } from 'vike/types';
import { DEFAULT_LOCALE } from '../../../core/model/locale';
import type { ListPerformers } from '../../../core/use-cases/list-performers.use-case';
import { TOKENS } from '../../../composition/tokens';
import type { HomeState } from '../../view-models/home.view-model';

/** Server: the first page of performers for the home grid, through the request's container. */
export async function data(pageContext: PageContextServer): Promise<HomeState> {
  if (!pageContext.container) throw new Error('The server must pass a request container to renderPage()');
  const listPerformers = await pageContext.container.getAsync<ListPerformers>(TOKENS.ListPerformers);
  const result = await listPerformers.execute({ locale: pageContext.locale ?? DEFAULT_LOCALE });
  return { page: result.ok ? result.value : null };
}
