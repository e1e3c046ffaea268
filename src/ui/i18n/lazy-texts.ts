import type { i18n } from 'i18next';
import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextTree } from './locales';

// The texts of the forms and drawers that load on demand (LAZY_TEXT_KEYS in ./locales), one file
// per area and language, bundled into one chunk per language (build/chunks.ts) and imported by one
// module per language (./lazy-texts/): pages do not carry them, so they come with the first form
// or drawer. The server has every text at hand (locale-resources.server.ts) and never loads these.
const LANGUAGES: Record<string, () => Promise<Record<string, TextTree>>> = import.meta.env.SSR
  ? {}
  : import.meta.glob<Record<string, TextTree>>('./lazy-texts/*.ts');

/** The page's language and its base (Belgian Dutch reads Dutch), as the server sends them. */
function languagesOf(language: string): string[] {
  return language === 'nl-BE' ? ['nl-BE', 'nl'] : [language];
}

/** The texts of each of a language's four areas (none for a language without any). */
async function areaTexts(language: string): Promise<TextTree[]> {
  const load = LANGUAGES[`./lazy-texts/${language}.ts`];
  return load ? Object.values(await load()) : [];
}

/** Fetches the on-demand texts of a language ahead of need (the modals' idle prefetch). */
export function prefetchLazyTexts(language: string): Promise<unknown> {
  // A failed prefetch is retried by the form that needs the texts.
  return Promise.allSettled(languagesOf(language).map(areaTexts));
}

// By the instance's store: useTranslation() hands each mount its own wrapper of the instance, and a
// component that suspends before its first mount gets a new one at every attempt.
const loaded = new WeakMap<i18n['store'], Promise<void>>();

/** Adds the on-demand texts to the tab's i18next instance of a language (once per instance). */
export function loadLazyTexts(instance: i18n): Promise<void> {
  let done = loaded.get(instance.store);
  if (!done) {
    done = Promise.all(
      languagesOf(instance.language).map(async (language) => {
        for (const texts of await areaTexts(language))
          instance.addResourceBundle(language, 'translation', texts, true, false);
      }),
    ).then(() => undefined);
    // A failed fetch (a new deployment, the network) is tried again by the next form that opens.
    done.catch(() => loaded.delete(instance.store));
    loaded.set(instance.store, done);
  }
  return done;
}

/** Suspends (inside the caller's Suspense boundary) until the on-demand texts are there. */
export function useLazyTexts(): void {
  const { i18n } = useTranslation();
  use(loadLazyTexts(i18n));
}

/** Renders its children once the on-demand texts are there (put it inside a Suspense boundary). */
export function LazyTexts({ children }: { children: ReactNode }): ReactNode {
  useLazyTexts();
  return children;
}
