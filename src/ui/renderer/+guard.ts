import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { redirectFor } from '../../core/shell/redirects';
import { readAuthState } from '../../core/account/auth-state';
import type { App } from '../../composition/app';
import { originalUrl } from './original-url';
import { pageApp } from './tab-state';

/** The visitor's login as the auth cookie says: the request's on the server, the document's in the browser. */
function loggedIn(app: App): boolean {
  return readAuthState(app.storages.cookie).loggedIn;
}

/**
 * The SPEC §2 redirect rules for navigations inside the app, so they meet the same guards as a
 * first load: protected routes send a logged-out visitor home, a route whose feature is off goes
 * home, legacy paths to their target. A first load was checked by the server before vike saw it
 * (src/server/site-redirects.ts), so it is not checked again here.
 */
export function guard(pageContext: PageContext): void {
  if (!pageContext.isClientSide && !pageContext.isClientSideNavigation) return;
  const app = pageApp(pageContext);
  if (!app) return;
  const features = app.config.whiteLabel.features;
  const { pathname, search } = originalUrl(pageContext);
  const url = `${pathname}${search}`;
  const target = redirectFor({ url, loggedIn: loggedIn(app), features });
  if (target) throw redirect(target.location as `/${string}`, target.status);
}
