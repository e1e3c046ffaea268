import type { PageContextServer } from 'vike/types';
import { DEFAULT_LOCALE } from '../../../core/common/locale.model';
import { serverI18n } from '../../i18n/server-i18n';

export interface LegalData {
  page: 'cookies' | 'privacy' | 'terms';
  meta: { title: string; description: string };
}

export function data(pageContext: PageContextServer): LegalData {
  const page = pageContext.routeParams.page as LegalData['page'];
  const i18n = serverI18n(pageContext.locale ?? DEFAULT_LOCALE);
  return { page, meta: { title: i18n.t(`legal.${page}.title`), description: i18n.t(`legal.${page}.intro`) } };
}
