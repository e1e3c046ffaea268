import type { Context, MiddlewareHandler } from 'hono';
import { RequestCookieStorage } from '../adapters/storage/request-cookie-storage';
import { chooseLocale, LOCALE_COOKIE, localeRedirect } from '../core/shell/locale.rules';
import { buildQuery, splitUrl } from '../core/common/query';
import { redirectFor } from '../core/shell/redirects';
import { readAuthState } from '../core/account/auth-state';
import type { WhiteLabelConfig } from '../config/white-label';

/** What the redirect rules read of a request, parsed once. */
interface RequestFacts {
  url: URL;
  /** Read only: a page's render sends what the cookies' rename writes (legacy-cookies.ts). */
  cookies: RequestCookieStorage;
}

function browserLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
}

/**
 * SPEC §2 language redirect, from the root only: to the prefix of the language the visitor's
 * cookie (or browser, when detection is on) asks for. Temporary and never cached, because it
 * depends on the visitor: a cached 301 from '/' would lock a browser out of the Dutch home.
 */
function languageRedirect(c: Context, request: RequestFacts, whiteLabel: WhiteLabelConfig): Response | null {
  const { path, query } = splitUrl(`${request.url.pathname}${request.url.search}`);
  if (path !== '/') return null;
  const chosen = chooseLocale({
    path,
    cookie: request.cookies.get(LOCALE_COOKIE.name),
    browserLanguages: browserLanguages(c.req.header('accept-language')),
    detectBrowserLanguage: whiteLabel.detectBrowserLanguage,
    host: request.url.hostname,
    domains: whiteLabel.domains,
  });
  const target = localeRedirect(path, chosen);
  if (!target) return null;
  c.header('Cache-Control', 'no-store');
  c.header('Vary', 'Cookie, Accept-Language');
  return c.redirect(`${target}${buildQuery(query)}`, 302);
}

/**
 * Applies the SPEC §2 redirects before a page renders: the rule chain of core/rules/redirects
 * (rewrite, parameter combinations, profiles, categories, then guards), all 301; then the
 * language redirect of the root. Redirects that depend on the login or a feature switch are sent
 * with `no-store`, so a browser does not keep them after the visitor logs in.
 */
export function siteRedirects(
  whiteLabel: () => WhiteLabelConfig,
  secureCookies: () => boolean,
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    // A client navigation asks vike for the page's data as JSON; vike's guard answers it in a
    // form the client router understands, which a plain redirect to an HTML page is not.
    if (url.pathname.endsWith('.pageContext.json')) return next();
    const cookies = new RequestCookieStorage(c.req.header('cookie'), secureCookies());
    const request: RequestFacts = { url, cookies };
    const config = whiteLabel();
    const redirect = redirectFor({
      url: `${url.pathname}${url.search}`,
      loggedIn: readAuthState(cookies).loggedIn,
      features: config.features,
    });
    if (redirect) {
      if (redirect.reason === 'protected' || redirect.reason === 'feature') {
        c.header('Cache-Control', 'no-store');
        c.header('Vary', 'Cookie');
      }
      return c.redirect(redirect.location, redirect.status);
    }
    return languageRedirect(c, request, config) ?? next();
  };
}
