import type { PageContextServer } from 'vike/types';
import { isCategorySlug } from '../../../core/rules/categories';
import { gridData } from '../../grid/grid-data';

export const data = (pageContext: PageContextServer) => {
  const slug = pageContext.routeParams.slug ?? '';
  return gridData(pageContext, 'category', isCategorySlug(slug) ? slug : null);
};
