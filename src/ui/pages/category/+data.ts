import type { PageContextServer } from 'vike/types';
import { isCategorySlug } from '../../../core/performers/categories';
import { gridData } from '../../features/performers/grid-data';

export const data = (pageContext: PageContextServer) => {
  const slug = pageContext.routeParams.slug ?? '';
  return gridData(pageContext, 'category', isCategorySlug(slug) ? slug : null);
};
