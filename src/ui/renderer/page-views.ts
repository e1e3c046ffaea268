import type { AppContainer } from '../../composition/app-container';
import type { PageContextClient } from 'vike/types';
import type { TrackNavigation } from '../../core/shell/track-navigation.use-case';
import { TOKENS } from '../../composition/tokens';
import { originalUrl } from './original-url';

/** Every page of the tab, the first included: previous route and the page-view event (SPEC §4). */
export function recordPageView(container: AppContainer, pageContext: PageContextClient): void {
  const { pathname, search } = originalUrl(pageContext);
  const route = {
    path: `${pathname}${search}`,
    name: pageContext.config.routeName ?? (pageContext.is404 ? 'notFound' : 'error'),
    params: { ...pageContext.routeParams },
  };
  try {
    // The tab's container holds it as a constant (see composition/browser-container.ts).
    container.get<TrackNavigation>(TOKENS.TrackNavigation).execute(route, () => document.title);
  } catch (error) {
    // Analytics must never break a page.
    console.error('The page view was not recorded', error);
  }
}
