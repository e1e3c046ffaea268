import { AUTH_MAX_AGE_SECONDS, AUTH_STORAGE_KEY } from '../../core/account/auth-state';
import { cookieName } from '../../core/common/cookie-name';
import { DIAL_IN_MAX_AGE_SECONDS } from '../../core/dial-in/dial-in-storage';
import { DIAL_IN_STORAGE_KEY } from '../../core/dial-in/dial-in.model';
import { LOCALE_COOKIE } from '../../core/shell/locale.rules';
import { WALLET_STORAGE_KEY } from '../../core/wallet/validate-wallet.use-case';
import { markerMatches } from '../session/session-marker';
import { serializeSetCookie, type CookieOptions } from './cookie-header';
import { SESSION_TOKEN_KEY } from './session-token-cookie';

/** A request's cookies by name. */
type Cookies = Map<string, string>;

interface LegacyCookie {
  key: string;
  /** How the old cookie moves to the new name, or null when it is only cleared. */
  move: { maxAgeSeconds: number; allowed: (value: string, cookies: Cookies) => boolean } | null;
}

/**
 * A readable auth state of before the rename moves only when it cannot log anyone in: without a
 * token (a guest's answer to the age question), or with the marker of the token the request's
 * `__Host-session` holds (the member's own state, whose session that cookie authenticates).
 */
function ownAuthState(value: string, cookies: Cookies): boolean {
  try {
    const { token } = JSON.parse(value) as { token?: unknown };
    if (token === null || token === undefined) return true;
    const session = cookies.get(cookieName(SESSION_TOKEN_KEY, true));
    return typeof token === 'string' && session !== undefined && markerMatches(token, session);
  } catch {
    return false;
  }
}

const always = () => true;

/**
 * The cookies the site set without the `__Host-` prefix until issue 39 (docs/decisions.md,
 * 13 "Every cookie under the __Host- prefix"). The chosen language and a phone session move; the
 * wallet's state does not (the wallet is validated again once, which the visitor does not see).
 */
const LEGACY_COOKIES: readonly LegacyCookie[] = [
  { key: AUTH_STORAGE_KEY, move: { maxAgeSeconds: AUTH_MAX_AGE_SECONDS, allowed: ownAuthState } },
  { key: LOCALE_COOKIE.name, move: { maxAgeSeconds: LOCALE_COOKIE.maxAgeDays * 86_400, allowed: always } },
  { key: DIAL_IN_STORAGE_KEY, move: { maxAgeSeconds: DIAL_IN_MAX_AGE_SECONDS, allowed: always } },
  { key: WALLET_STORAGE_KEY, move: null },
];

export interface MovedCookies {
  /** The request's cookies with the old ones under their new names, where they move. */
  cookies: Cookies;
  /** Set-Cookie lines: each old cookie cleared, each moved one set under its new name. */
  setCookies: string[];
}

/**
 * With Secure cookies: the request's cookies of the old names, cleared in the response and, where
 * they may and no cookie of the new name is there, moved to the new name. The page of this
 * request reads them under the new name already, so nobody is logged out nor loses the chosen
 * language by the rename; no old cookie is read in any other way.
 */
export function moveLegacyCookies(cookies: Cookies): MovedCookies {
  const moved = new Map(cookies);
  const setCookies: string[] = [];
  const secure: CookieOptions = { secure: true };
  for (const legacy of LEGACY_COOKIES) {
    const value = cookies.get(legacy.key);
    if (value === undefined) continue;
    moved.delete(legacy.key);
    setCookies.push(serializeSetCookie(legacy.key, '', { ...secure, maxAgeSeconds: 0 }));
    const name = cookieName(legacy.key, true);
    const { move } = legacy;
    if (cookies.has(name) || !move?.allowed(value, cookies)) continue;
    moved.set(name, value);
    setCookies.push(serializeSetCookie(name, value, { ...secure, maxAgeSeconds: move.maxAgeSeconds }));
  }
  return { cookies: moved, setCookies };
}
