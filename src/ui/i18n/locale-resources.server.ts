import type { Resource } from 'i18next';
import type { Locale } from '../../core/model/locale';
import { localeTexts } from './locales';

/**
 * The resources a page needs for one locale: its own, the Dutch base for Belgian Dutch, and
 * English as the fallback. Only these travel to the browser, so the bundle carries no texts.
 */
export function resourcesFor(locale: Locale): Resource {
  const resources: Resource = { en: { translation: localeTexts.en } };
  if (locale === 'be') {
    resources.nl = { translation: localeTexts.nl };
    resources['nl-BE'] = { translation: localeTexts['nl-BE'] };
  } else if (locale !== 'en') {
    resources[locale] = { translation: localeTexts[locale] };
  }
  return resources;
}
