import type { i18n } from 'i18next';

// The messenger's texts in every language, each its own small chunk: pages outside the messenger
// do not carry them, so the pop-ups fetch the ones they need when they first show.
const BUNDLES = import.meta.glob<Record<string, unknown>>('../../i18n/locales/messenger/*.json', {
  import: 'default',
});

/** The page's language, its base (Belgian Dutch reads Dutch) and the English fallback. */
function languagesOf(language: string): string[] {
  return [...new Set([language, ...(language === 'nl-BE' ? ['nl'] : []), 'en'])];
}

/** Adds the messenger's texts to the tab's i18next (once; the messenger pages bring them anyway). */
export async function loadMessengerTexts(instance: i18n): Promise<void> {
  await Promise.all(
    languagesOf(instance.language).map(async (language) => {
      if (instance.exists('messenger.popups.launcher', { lng: language, fallbackLng: false })) return;
      const load = BUNDLES[`../../i18n/locales/messenger/${language}.json`];
      if (load) instance.addResourceBundle(language, 'translation', await load(), true, false);
    }),
  );
}
