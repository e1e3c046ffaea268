import { DEFAULT_LOCALE, type Locale } from '../common/locale.model';
import { isCategorySlug } from '../performers/categories';
import { localizedPath, stripLocalePrefix } from './locale.rules';
import { buildQuery, keptQuery, queryValue, splitUrl, type QueryPairs } from '../common/query';
import { ownLocation, ownPath } from '../common/own-path';

/** Server-side redirects of SPEC §2. */

export type RedirectReason = 'rewrite' | 'parameters' | 'profile' | 'category' | 'protected' | 'feature';

export interface Redirect {
  status: 301;
  /** Always an own-site path (starts with a single '/'), never an absolute URL. */
  location: string;
  /** Which check fired; 'protected' depends on the login, so it should not be cached. */
  reason: RedirectReason;
}

export interface RedirectRequest {
  /** The requested path with its query string. */
  url: string;
  loggedIn: boolean;
  features: { categories: boolean; messenger: boolean };
  defaultLocale?: Locale;
}

/** Routes that need a login (SPEC §2). */
export const PROTECTED_ROUTES = ['settings', 'favourites', 'messenger'] as const;

interface Target {
  path: string;
  query: QueryPairs;
  reason: RedirectReason;
}

interface Context {
  path: string;
  query: QueryPairs;
  locale: Locale;
  request: RedirectRequest;
  defaultLocale: Locale;
}

const LEGACY_HOME = [
  /^\/splash[\w.-]*$/i,
  /^\/style[\w.-]*$/i,
  /^\/archief(?:\/.*)?$/i,
  /^\/respo(?:\/.*)?$/i,
  /^\/[\w-]+_ein$/i,
];

function home(context: Context): string {
  return localizedPath('/', context.locale, context.defaultLocale);
}

function rewrite(context: Context, rawPath: string): Target | null {
  if (/^(?:\/[a-z]{2})?\/search(?:\/.*)?$/i.test(rawPath)) {
    return { path: '/', query: keptQuery(context.query), reason: 'rewrite' };
  }
  if (!LEGACY_HOME.some((pattern) => pattern.test(context.path))) return null;
  const query = keptQuery(context.query).filter(([key]) => key !== 'splash6');
  if (/^\/splash6(?![0-9])/i.test(context.path)) query.push(['splash6', 'true']);
  else query.push(...keptQuery(context.query).filter(([key]) => key === 'splash6'));
  return { path: home(context), query, reason: 'rewrite' };
}

function parameters(context: Context): Target | null {
  const model = queryValue(context.query, 'm');
  if (queryValue(context.query, 'sect') !== 'profile' || !model || !/^[\w-]{1,64}$/.test(model)) return null;
  const path = localizedPath(`/profile/${model}`, context.locale, context.defaultLocale);
  return { path, query: keptQuery(context.query), reason: 'parameters' };
}

function profiles(context: Context): Target | null {
  const match = /^\/profiel(\/.*)?$/i.exec(context.path);
  if (!match) return null;
  const path = localizedPath(`/profile${match[1] ?? ''}`, 'nl', context.defaultLocale);
  return { path, query: context.query, reason: 'profile' };
}

function categories(context: Context): Target | null {
  const slug = context.path.slice(1).toLowerCase();
  if (!isCategorySlug(slug) || context.request.features.categories) return null;
  return { path: home(context), query: keptQuery(context.query), reason: 'category' };
}

function guards(context: Context): Target | null {
  const section = context.path.split('/')[1] ?? '';
  if (section === 'messenger' && !context.request.features.messenger) {
    return { path: home(context), query: keptQuery(context.query), reason: 'feature' };
  }
  if (!(PROTECTED_ROUTES as readonly string[]).includes(section) || context.request.loggedIn) return null;
  return { path: home(context), query: keptQuery(context.query), reason: 'protected' };
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function toRedirect(target: Target): Redirect | null {
  const location = ownLocation(`${ownPath(target.path)}${buildQuery(target.query)}`);
  return location ? { status: 301, location, reason: target.reason } : null;
}

/**
 * The redirect for a request, or null to serve it (SPEC §2). Checks run in order: rewrite (legacy
 * search, splash, style, archief, respo, {product}_ein pages → home, splash6 adds splash6=true),
 * parameter combinations (sect=profile&m={id} → /profile/{id}), profiles (/profiel/ → /profile/),
 * categories (home while the feature is off), then route guards (protected routes → home when
 * logged out, messenger → home when its feature is off). A trailing slash is removed (except on
 * the root) in the same hop. Every redirect is a 301 to an own-site path.
 */
export function redirectFor(request: RedirectRequest): Redirect | null {
  const { path: rawPath, query } = splitUrl(request.url);
  const trimmedPath = withoutTrailingSlash(ownPath(rawPath));
  const { locale, path } = stripLocalePrefix(trimmedPath);
  const defaultLocale = request.defaultLocale ?? DEFAULT_LOCALE;
  const context: Context = { path, query, locale: locale ?? defaultLocale, request, defaultLocale };
  const target =
    rewrite(context, trimmedPath) ??
    parameters(context) ??
    profiles(context) ??
    categories(context) ??
    guards(context);
  if (target) return toRedirect(target);
  if (trimmedPath !== rawPath) return toRedirect({ path: trimmedPath, query, reason: 'rewrite' });
  return null;
}
