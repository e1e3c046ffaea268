import { DEFAULT_LOCALE, ROUTE_LOCALES, type Locale } from '../../core/model/locale';

/**
 * A site path in a locale (SPEC §2): no prefix for the default locale, `/en/...` for English.
 * German and Belgian Dutch have no route prefix; they come from the domain or the cookie.
 */
export function localisedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !ROUTE_LOCALES.includes(locale)) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
