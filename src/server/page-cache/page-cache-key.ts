import { parseCookieHeader } from '../../adapters/storage/cookie-header';
import { AUTH_STORAGE_KEY, readAuthState } from '../../core/account/auth-state';
import { cookieName } from '../../core/common/cookie-name';
import { LOCALE_COOKIE } from '../../core/shell/locale.rules';
import { isMobileUserAgent } from '../../ui/features/shell/view-models/viewport.view-model';

/**
 * The cookies a guest's page may depend on: the chosen language and the auth cookie while it holds
 * no token (it still says whether the age question was answered), by their names of now. Any other
 * cookie (a login, a phone session, the wallet's, one of a name before the `__Host-` prefix, which
 * the render moves) makes the page the visitor's own, and the cache stays out of it.
 */
function isGuest(cookies: Map<string, string>, secure: boolean): boolean {
  const guestCookies = [cookieName(LOCALE_COOKIE.name, secure), cookieName(AUTH_STORAGE_KEY, secure)];
  for (const name of cookies.keys()) if (!guestCookies.includes(name)) return false;
  const get = (key: string) => cookies.get(cookieName(key, secure)) ?? null;
  const auth = readAuthState({ get, set: () => {}, remove: () => {} });
  return !auth.loggedIn && auth.token === null;
}

/**
 * The key of a guest's page: everything its render reads from the request (the URL with its host,
 * which may choose the language; the cookies; whether the user agent is a phone's), or null when
 * the page is not a guest's and must be rendered for this request alone.
 */
export function pageCacheKey(request: Request, secureCookies: boolean): string | null {
  if (request.method !== 'GET') return null;
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  if (!isGuest(cookies, secureCookies)) return null;
  const device = isMobileUserAgent(request.headers.get('user-agent') ?? undefined) ? 'mobile' : 'desktop';
  const cookieText = [...cookies]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`);
  return `${request.url} ${device} ${cookieText.join('; ')}`;
}
