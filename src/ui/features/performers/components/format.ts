import { LOCALE_ISO, type Locale } from '../../../../core/common/locale.model';

/**
 * Dates are shown in the audience's time zone rather than the runtime's: the server and the
 * browser then print the same text, so hydration never finds a different day or hour.
 */
const TIME_ZONE = 'Europe/Amsterdam';

/** A number for the locale: '8,4' in Dutch, '8.4' in English. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_ISO[locale], { maximumFractionDigits: 1 }).format(value);
}

/** An ISO moment as a long date for the locale, with the time of day when asked. */
export function formatDate(iso: string, locale: Locale, withTime: boolean): string {
  return new Intl.DateTimeFormat(LOCALE_ISO[locale], {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}
