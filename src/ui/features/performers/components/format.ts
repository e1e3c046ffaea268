import { LOCALE_ISO, type Locale } from '../../../../core/common/locale.model';
import type { ProfileSection } from '../../../../core/performers/profile-facts';

/**
 * Dates are shown in the audience's time zone rather than the runtime's: the server and the
 * browser then print the same text, so hydration never finds a different day or hour.
 */
const TIME_ZONE = 'Europe/Amsterdam';

// Making a formatter costs far more than using one, and the server formats
// every profile's facts: one formatter per locale and kind, for the life of the process.
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A number for the locale: '8,4' in Dutch, '8.4' in English. */
export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_ISO[locale], { maximumFractionDigits: 1 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** An ISO moment as a long date for the locale, with the time of day when asked. */
export function formatDate(iso: string, locale: Locale, withTime: boolean): string {
  const key = `${locale} ${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    const time: Intl.DateTimeFormatOptions = withTime ? { timeStyle: 'short' } : {};
    format = new Intl.DateTimeFormat(LOCALE_ISO[locale], { dateStyle: 'long', ...time, timeZone: TIME_ZONE });
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

/**
 * The numbers and dates of a performer's facts, formatted for the locale: `field` for a date,
 * `field.name` for each number of an amount. The server formats them into the page's data, so the
 * browser does not need Intl for them: the page's first Intl formatter makes a phone load the
 * locale's data, a long task (docs/decisions.md, 60).
 */
export type FactTexts = Record<string, string>;

export function factTexts(sections: readonly ProfileSection[], locale: Locale): FactTexts {
  const texts: FactTexts = {};
  for (const { field, value } of sections.flatMap((section) => section.facts)) {
    if (value.kind === 'date') texts[field] = formatDate(value.iso, locale, value.withTime);
    if (value.kind === 'amount')
      for (const [name, number] of Object.entries(value.values))
        texts[`${field}.${name}`] = formatNumber(number, locale);
  }
  return texts;
}
