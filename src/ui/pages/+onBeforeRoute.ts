import { modifyUrl } from 'vike/modifyUrl';
import type { PageContextServer } from 'vike/types';
import type { Locale } from '../../core/common/locale.model';
import { chooseLocale, LOCALE_COOKIE, stripLocalePrefix } from '../../core/shell/locale.rules';
import type { AppConfig } from '../../composition/app-config';
import { TOKENS } from '../../composition/tokens';
import type { Storages } from '../../ports/storage.port';
import { pageContainer } from '../renderer/tab-state';

/** The i18n_redirected cookie and the domains bound to a locale, from the page's container. */
function localeSources(pageContext: PageContextServer) {
  const container = pageContainer(pageContext);
  return {
    cookie: container?.get<Storages>(TOKENS.Storages).cookie.get(LOCALE_COOKIE.name) ?? null,
    domains: container?.get<AppConfig>(TOKENS.AppConfig).whiteLabel.domains,
  };
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
  const locale = chooseLocale({ path: pathname, host: hostName(pageContext), ...localeSources(pageContext) });
  return { pageContext: { locale, urlLogical: modifyUrl(href, { pathname: localised.path }) } };
}
