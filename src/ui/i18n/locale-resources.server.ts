import type { Resource } from 'i18next';
import type { Locale } from '../../core/common/locale.model';
import { i18nLanguage } from './create-i18n';
import { LAZY_TEXT_KEYS, localeTexts, type TextTree } from './locales';

/**
 * Top-level text keys only some pages use; every other key (header, footer, errors...) goes with
 * every page, except those of the forms and drawers that load on demand (LAZY_TEXT_KEYS), which
 * come with their code. Texts the server puts into the HTML alone (titles, descriptions, SEO and
 * category texts) never travel to the browser.
 */
const PAGE_ONLY_KEYS = [
  ...LAZY_TEXT_KEYS,
  'categories',
  'filters',
  'search',
  'profile',
  'gallery',
  'chat',
  'messenger',
  'date',
  'legal',
  'settings',
];
// The grids' headings, titles and SEO texts reach the page through its data (grid-data.ts).
const SERVER_ONLY_KEYS = ['meta', 'categories', 'grids'];

/** The texts of a language the page needs: the frame's, plus the page's own keys. */
function pick(tree: TextTree, pageKeys: readonly string[]): TextTree {
  return Object.fromEntries(
    Object.entries(tree).filter(
      ([key]) => !SERVER_ONLY_KEYS.includes(key) && (!PAGE_ONLY_KEYS.includes(key) || pageKeys.includes(key)),
    ),
  );
}

/**
 * Every text of one locale, its Dutch base for Belgian Dutch, and English as the fallback: what
 * the server's i18next instance holds.
 */
export function allResourcesFor(locale: Locale): Resource {
  const resources: Resource = { en: { translation: localeTexts.en } };
  if (locale === 'be') resources.nl = { translation: localeTexts.nl };
  resources[i18nLanguage(locale)] = {
    translation: localeTexts[i18nLanguage(locale) as keyof typeof localeTexts],
  };
  return resources;
}

/**
 * What travels to the browser with a page: only that page's texts, in its own language (and the
 * Dutch base under Belgian Dutch). Every language has every key (a test checks), so the English
 * fallback is never reached and is not sent; the bundle itself carries no texts.
 */
export function resourcesFor(locale: Locale, pageKeys: readonly string[] = []): Resource {
  const language = i18nLanguage(locale);
  const resources: Resource = {
    [language]: { translation: pick(localeTexts[language as keyof typeof localeTexts], pageKeys) },
  };
  if (locale === 'be') resources.nl = { translation: pick(localeTexts.nl, pageKeys) };
  return resources;
}

const resourcesJson = new Map<string, string>();

/**
 * The page's texts (resourcesFor) as JSON text, for the page's context. vike's serializer revives
 * every value of the context one by one in the browser (a reviver call per key, hundreds for the
 * texts); one string is revived at once and parsed by the browser's own JSON.parse. The texts of
 * a locale and a page's keys never change while the server runs, so each string is made once.
 */
export function resourcesJsonFor(locale: Locale, pageKeys: readonly string[] = []): string {
  const key = `${locale}:${pageKeys.join(',')}`;
  let json = resourcesJson.get(key);
  if (json === undefined) {
    json = JSON.stringify(resourcesFor(locale, pageKeys));
    resourcesJson.set(key, json);
  }
  return json;
}
