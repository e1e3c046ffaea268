import type { App } from '../../composition/app';
import type { PageContextClient } from 'vike/types';
import { originalUrl } from './original-url';

/** Every page of the tab, the first included: previous route and the page-view event (SPEC §4). */
export function recordPageView(app: App, pageContext: PageContextClient): void {
  const { pathname, search } = originalUrl(pageContext);
  const route = {
    path: `${pathname}${search}`,
    name: pageContext.config.routeName ?? (pageContext.is404 ? 'notFound' : 'error'),
    params: { ...pageContext.routeParams },
  };
  try {
    // The App holds it at once (see composition/app.ts): no chunk to wait for on a page view.
    app.trackNavigation.execute(route, () => document.title);
  } catch (error) {
    // Analytics must never break a page.
    console.error('The page view was not recorded', error);
  }
}
