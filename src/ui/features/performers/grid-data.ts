import type { PageContextServer } from 'vike/types';
import { DEFAULT_LOCALE } from '../../../core/common/locale.model';
import type { CategorySlug } from '../../../core/performers/categories';
import type { PerformerFilters } from '../../../core/performers/performer.model';
import { gridFilters, requestedPage, type GridKind } from '../../../core/performers/grids';
import { parseQuery, queryValue } from '../../../core/common/query';
import { fail } from '../../../core/common/result.model';
import { serverI18n } from '../../i18n/server-i18n';
import type { PageMeta } from '../../renderer/+onBeforeRender';
import { requestDeadline } from '../../renderer/request-deadline';
import { requestMember } from '../../renderer/request-member';
import { toGridPage, type GridState } from './view-models/grid.view-model';

/** What every grid page's +data returns: serialisable, the same in the server render and the browser. */
export interface GridData {
  kind: GridKind;
  category: CategorySlug | null;
  filters: PerformerFilters;
  state: GridState;
  /** The favourites page without its member: the session is gone, or the backend could not restore it. */
  needsLogin: boolean;
  meta: PageMeta & { heading: string };
}

/** Texts of a grid: its heading, title, description and SEO text, per locale. */
function gridMeta(pageContext: PageContextServer, kind: GridKind, category: CategorySlug | null) {
  const i18n = serverI18n(pageContext.locale ?? DEFAULT_LOCALE);
  const prefix = category ? `categories.${category}` : `grids.${kind}`;
  const site = pageContext.app?.config.whiteLabel.name;
  return {
    heading: i18n.t(`${prefix}.heading`),
    title: i18n.t(`${prefix}.title`, { site }),
    description: i18n.t(`${prefix}.description`),
    seoText: i18n.t(`${prefix}.seo`),
  };
}

/**
 * Server: the requested page of a grid, through the request's App (SPEC §7 order). Only the
 * favourites grid waits for the member (its filter is their list); the others ask at once. A page
 * that fails or misses the render deadline renders as not loaded, with its retry.
 */
export async function gridData(
  pageContext: PageContextServer,
  kind: GridKind,
  category: CategorySlug | null = null,
): Promise<GridData> {
  const { app } = pageContext;
  if (!app) throw new Error('The server must pass a request App to renderPage()');
  const member = kind === 'favourites' ? await requestMember(app) : null;
  const filters = gridFilters(kind, {
    favourites: member?.favourites ?? [],
    now: Date.now(),
    ...(category ? { category } : {}),
  });
  const page = requestedPage(queryValue(parseQuery(pageContext.urlParsed.searchOriginal ?? ''), 'page'));
  const meta = gridMeta(pageContext, kind, category);
  const needsLogin = kind === 'favourites' && !member;
  if (needsLogin) return { kind, category, filters, state: { page: null }, needsLogin, meta };
  const { listPerformers } = await app.features.performers();
  const result = await requestDeadline(app).race(
    listPerformers.execute({ locale: pageContext.locale ?? DEFAULT_LOCALE, page, filters }),
    () => {
      app.logger.warn('Rendered the grid without performers: the render deadline passed');
      return fail({ kind: 'unavailable' as const });
    },
  );
  return {
    kind,
    category,
    filters,
    state: { page: result.ok ? toGridPage(result.value, app.config.whiteLabel.features.safe) : null },
    needsLogin,
    meta,
  };
}
