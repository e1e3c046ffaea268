/** Locales of SPEC §2 and §9. `be` is Belgian Dutch (iso nl-BE). */
export const LOCALES = ['nl', 'en', 'de', 'be'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';
export const FALLBACK_LOCALE: Locale = 'en';
/** Locales that have a route prefix (SPEC §2: no prefix, /nl, /en). */
export const ROUTE_LOCALES: readonly Locale[] = ['nl', 'en'];
export const LOCALE_ISO: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE', be: 'nl-BE' };
