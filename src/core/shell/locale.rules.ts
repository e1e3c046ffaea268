import { DEFAULT_LOCALE, LOCALES, ROUTE_LOCALES, type Locale } from '../common/locale.model';
import { buildQuery, keptQuery, splitUrl } from '../common/query';
import { isOwnPath, ownLocation } from '../common/own-path';

/** Language choice and locale-prefixed paths (SPEC §2). */

export const LOCALE_COOKIE = { name: 'i18n_redirected', maxAgeDays: 365 } as const;

/** True for a configured locale code. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Splits a leading /nl or /en off a path: '/en/profile/x' → { locale: 'en', path: '/profile/x' }. */
export function stripLocalePrefix(path: string): { locale: Locale | null; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path);
  const prefix = match?.[1];
  if (!match || !prefix || !ROUTE_LOCALES.includes(prefix as Locale)) return { locale: null, path };
  return { locale: prefix as Locale, path: match[2] || '/' };
}

/**
 * The path for a locale: no prefix for the default locale (or a locale without route forms),
 * otherwise '/{locale}' before the path ('/' becomes '/en').
 */
export function localizedPath(path: string, locale: Locale, defaultLocale: Locale = DEFAULT_LOCALE): string {
  const bare = stripLocalePrefix(path.startsWith('/') ? path : `/${path}`).path;
  if (locale === defaultLocale || !ROUTE_LOCALES.includes(locale)) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/**
 * Maps a browser language tag to a supported locale: 'nl-BE' → 'be', 'nl-NL' → 'nl', 'en-US' → 'en'.
 * Null when the language is not offered.
 */
export function localeFromLanguageTag(tag: string, available: readonly Locale[] = LOCALES): Locale | null {
  const [language = '', region = ''] = tag.trim().toLowerCase().split(/[-_]/);
  // 'be' alone is Belarusian; Belgian Dutch is nl-BE, which falls back to nl when be is not offered.
  if (language === 'be') return null;
  if (language === 'nl' && region === 'be' && available.includes('be')) return 'be';
  return isLocale(language) && available.includes(language) ? language : null;
}

export interface LocaleChoiceInput {
  /** Request path, possibly locale-prefixed. */
  path: string;
  /** Browser languages in preference order (Accept-Language or navigator.languages). */
  browserLanguages?: readonly string[];
  /** Whether browser-language detection is enabled. */
  detectBrowserLanguage?: boolean;
  /** Request host name, for domain-bound locales. */
  host?: string;
  /** Locale per domain (host name, lower case), when the white label uses one. */
  domains?: Readonly<Record<string, Locale>>;
  /** Value of the i18n_redirected cookie. */
  cookie?: string | null;
  available?: readonly Locale[];
  defaultLocale?: Locale;
}

function fromBrowser(input: LocaleChoiceInput, available: readonly Locale[]): Locale | null {
  if (!input.detectBrowserLanguage) return null;
  for (const tag of input.browserLanguages ?? []) {
    const locale = localeFromLanguageTag(tag, available);
    if (locale) return locale;
  }
  return null;
}

function fromRouteOrDomain(input: LocaleChoiceInput, available: readonly Locale[]): Locale | null {
  const prefixed = stripLocalePrefix(input.path).locale;
  if (prefixed && available.includes(prefixed)) return prefixed;
  const domainLocale = input.host ? input.domains?.[input.host.toLowerCase()] : undefined;
  return domainLocale && available.includes(domainLocale) ? domainLocale : null;
}

/**
 * Chooses the language (SPEC §2): browser detection if enabled, then the route prefix or the
 * domain, then the locale cookie, then the default locale.
 */
export function chooseLocale(input: LocaleChoiceInput): Locale {
  const available = input.available ?? LOCALES;
  const cookie = isLocale(input.cookie) && available.includes(input.cookie) ? input.cookie : null;
  return (
    fromBrowser(input, available) ??
    fromRouteOrDomain(input, available) ??
    cookie ??
    input.defaultLocale ??
    DEFAULT_LOCALE
  );
}

/**
 * The language redirect: only from the root path, and only when the chosen locale is not the
 * default and has a route prefix. Returns the target path or null.
 */
export function localeRedirect(
  path: string,
  chosen: Locale,
  defaultLocale: Locale = DEFAULT_LOCALE,
): string | null {
  if (path !== '/' && path !== '') return null;
  const target = localizedPath('/', chosen, defaultLocale);
  return target === '/' ? null : target;
}

/**
 * Where a language switch goes (SPEC §2): the same page in the chosen language, keeping only the
 * kept query parameters. `current` is the page's path and query, possibly locale-prefixed; anything
 * that is not an own-site path switches on the home page. The target is percent-encoded.
 */
export function localeSwitchTarget(
  current: string,
  locale: Locale,
  defaultLocale: Locale = DEFAULT_LOCALE,
): string {
  const { path, query } = splitUrl(isOwnPath(current) ? current : '/');
  const target = `${localizedPath(path, locale, defaultLocale)}${buildQuery(keptQuery(query))}`;
  // Percent-encoded for the Location header, which takes only ASCII ('/€' would throw there).
  return ownLocation(target) ?? localizedPath('/', locale, defaultLocale);
}
