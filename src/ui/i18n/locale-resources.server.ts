import type { Resource } from 'i18next';
import type { Locale } from '../../core/model/locale';
import de from './locales/de.json';
import en from './locales/en.json';
import nlBE from './locales/nl-BE.json';
import nl from './locales/nl.json';

const byLanguage = { nl, en, de, 'nl-BE': nlBE } as const;

/**
 * The resources a page needs for one locale: its own, the Dutch base for Belgian Dutch, and
 * English as the fallback. Only these travel to the browser, so the bundle carries no texts.
 */
export function resourcesFor(locale: Locale): Resource {
  const resources: Resource = { en: { translation: en } };
  if (locale === 'be') {
    resources.nl = { translation: nl };
    resources['nl-BE'] = { translation: nlBE };
  } else if (locale !== 'en') {
    resources[locale] = { translation: byLanguage[locale] };
  }
  return resources;
}

export const allLocaleResources = byLanguage;
