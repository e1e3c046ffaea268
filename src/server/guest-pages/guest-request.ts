import { parseCookieHeader } from '../../adapters/storage/cookie-header';
import { AUTH_STORAGE_KEY, readAuthState } from '../../core/account/auth-state';
import { cookieName } from '../../core/common/cookie-name';
import { LOCALE_COOKIE } from '../../core/shell/locale.rules';

/**
 * Whether a request is a guest's whose page is the same for every request alike: a GET whose
 * cookies are only the chosen language and the auth cookie while it holds no token (it still says
 * whether the age question was answered), by their names of now. Any other cookie (a login, a
 * phone session, the wallet's, one of a name before the `__Host-` prefix, which the render moves)
 * makes the page the visitor's own, and no shared cache may keep it.
 */
export function isGuestRequest(request: Request, secureCookies: boolean): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  const guestCookies = [
    cookieName(LOCALE_COOKIE.name, secureCookies),
    cookieName(AUTH_STORAGE_KEY, secureCookies),
  ];
  for (const name of cookies.keys()) if (!guestCookies.includes(name)) return false;
  const get = (key: string) => cookies.get(cookieName(key, secureCookies)) ?? null;
  const auth = readAuthState({ get, set: () => {}, remove: () => {} });
  return !auth.loggedIn && auth.token === null;
}
