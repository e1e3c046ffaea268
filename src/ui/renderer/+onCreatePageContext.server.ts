import type { PageContextServer } from 'vike/types';
import { stripLocalePrefix } from '../../core/shell/locale.rules';
import { requestDeadline } from './request-deadline';
import { requestMember } from './request-member';

/**
 * Gives every server pageContext its locale from the URL prefix when +onBeforeRoute has not set
 * one. vike builds the error page of `throw render(404)` from a pageContext made before routing,
 * so without this /en/profile/unknown rendered its 404 page in Dutch.
 */
export function onCreatePageContext(pageContext: PageContextServer): void {
  startRequest(pageContext);
  if (pageContext.locale) return;
  const { locale } = stripLocalePrefix(pageContext.urlParsed.pathname);
  if (locale) pageContext.locale = locale;
}

/**
 * Starts the render deadline's clock as the request arrives, and the member's restore, which the
 * frame of every page needs (+onBeforeRender): it runs while the page's own data loads instead of
 * before it. A hook that needs the member (favourites, messenger) awaits the same promise.
 */
function startRequest(pageContext: PageContextServer): void {
  const { app } = pageContext;
  if (!app) return;
  requestDeadline(app);
  void requestMember(app);
}
