import { DEFAULT_LOCALE, ROUTE_LOCALES, type Locale } from '../../core/model/locale';

export interface LocalisedPath {
  locale: Locale;
  /** The pathname without its locale prefix: what the router matches against. */
  pathname: string;
}

/**
 * Splits `/en/profile/x` into `en` and `/profile/x` (SPEC §2: every route exists without a prefix,
 * with /nl and with /en). A path without a known prefix is Dutch, the default locale.
 */
export function splitLocalePrefix(pathname: string): LocalisedPath {
  const [, first = '', ...rest] = pathname.split('/');
  const locale = ROUTE_LOCALES.find((candidate) => candidate === first);
  if (!locale) return { locale: DEFAULT_LOCALE, pathname };
  return { locale, pathname: `/${rest.join('/')}` };
}
