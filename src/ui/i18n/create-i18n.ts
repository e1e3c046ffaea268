import i18next, { type i18n, type Resource } from 'i18next';
import type { Locale } from '../../core/common/locale.model';

/** The i18next language code of a site locale (`be` is Belgian Dutch). */
export function i18nLanguage(locale: Locale): string {
  return locale === 'be' ? 'nl-BE' : locale;
}

/**
 * One i18next instance per server request and per browser tab, so two renders never share a
 * language. Initialised synchronously from resources that are already in memory.
 */
export function createI18n(locale: Locale, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: i18nLanguage(locale),
    fallbackLng: 'en',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
