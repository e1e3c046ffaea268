import { modifyUrl } from 'vike/modifyUrl';
import type { PageContextServer } from 'vike/types';
import type { Locale } from '../../core/model/locale';
import { chooseLocale, LOCALE_COOKIE, stripLocalePrefix } from '../../core/rules/locale';
import type { AppConfig } from '../../composition/app-config';
import { TOKENS } from '../../composition/tokens';
import { tabLocaleDomains } from '../renderer/tab-config';

/** The i18n_redirected cookie: from the request on the server, from the document in the browser. */
function localeCookie(pageContext: PageContextServer): string | null {
  const header = typeof document === 'undefined' ? pageContext.headers?.cookie : document.cookie;
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE.name}=([^;]*)`).exec(header ?? '');
  return match?.[1] ?? null;
}

function hostName(pageContext: PageContextServer): string | undefined {
  if (typeof location !== 'undefined') return location.hostname;
  return pageContext.headers?.host?.replace(/:\d+$/, '');
}

/** Host names bound to a locale: the server's configuration, or what the first page told the tab. */
function localeDomains(pageContext: PageContextServer): Record<string, Locale> | undefined {
  if (typeof document !== 'undefined') return tabLocaleDomains();
  return pageContext.container?.get<AppConfig>(TOKENS.AppConfig).whiteLabel.domains;
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
  const locale = chooseLocale({
    path: pathname,
    cookie: localeCookie(pageContext),
    host: hostName(pageContext),
    domains: localeDomains(pageContext),
  });
  return { pageContext: { locale, urlLogical: modifyUrl(href, { pathname: localised.path }) } };
}
