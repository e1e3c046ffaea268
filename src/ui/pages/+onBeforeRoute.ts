import { parseCookie } from 'cookie';
import { modifyUrl } from 'vike/modifyUrl';
import type { PageContextClient, PageContextServer } from 'vike/types';
import { cookieName } from '../../core/common/cookie-name';
import type { Locale } from '../../core/common/locale.model';
import { chooseLocale, LOCALE_COOKIE, stripLocalePrefix } from '../../core/shell/locale.rules';
import { pageApp } from '../renderer/tab-state';

/** The locale cookie as the tab sees it (the cookie is not HttpOnly; its values are plain codes). */
function tabLocaleCookie(secure: boolean): string | null {
  const name = cookieName(LOCALE_COOKIE.name, secure);
  return parseCookie(document.cookie)[name] ?? null;
}

/**
 * The i18n_redirected cookie and the domains bound to a locale, from the page's App. The tab's
 * first page takes the server's choice (localeOfHydratedPage); should it ever come without one
 * and before the App exists, the tab reads the cookie itself, or a German or Belgian page (which
 * have no prefix) would hydrate in Dutch texts it was not sent, and show their keys.
 */
function localeSources(pageContext: PageContextServer) {
  const app = pageApp(pageContext);
  const tab = typeof document !== 'undefined';
  const secure = pageContext.browserConfig?.secureCookies ?? true;
  return {
    cookie: app ? app.storages.cookie.get(LOCALE_COOKIE.name) : tab ? tabLocaleCookie(secure) : null,
    domains: app?.config.whiteLabel.domains ?? pageContext.browserConfig?.whiteLabel.domains,
  };
}

/**
 * The tab's first page: the server chose its locale by the same rule from the same request and
 * sent it along (passToClient). Choosing again would read document.cookie, the tab's first read
 * of it being a synchronous call to the browser process, busy loading the page, in the task that
 * starts the page (docs/decisions.md, 33).
 */
function localeOfHydratedPage(pageContext: PageContextServer | PageContextClient): Locale | undefined {
  return pageContext.isHydration ? pageContext.locale : undefined;
}

function hostName(pageContext: PageContextServer): string | undefined {
  if (typeof location !== 'undefined') return location.hostname;
  return pageContext.headers?.host?.replace(/:\d+$/, '');
}

/**
 * Runs before routing on server and client: the router sees the URL without its locale prefix,
 * so `/`, `/nl` and `/en` reach the same page. The language is chosen as SPEC §2 says: the
 * prefix or the domain, then the locale cookie, then the default. (Browser detection only
 * decides the root's redirect, which the server sends before any page renders.)
 */
export function onBeforeRoute(pageContext: PageContextServer): {
  pageContext: { urlLogical: string; locale: Locale };
} {
  const { href, pathname } = pageContext.urlParsed;
  const localised = stripLocalePrefix(pathname);
  const locale =
    localeOfHydratedPage(pageContext) ??
    chooseLocale({ path: pathname, host: hostName(pageContext), ...localeSources(pageContext) });
  return { pageContext: { locale, urlLogical: modifyUrl(href, { pathname: localised.path }) } };
}
