import type { TFunction } from 'i18next';

/** A translation of a key with values, as i18next's `t` does it for the texts this site has. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** i18next's `t` (of a hook or an instance) as a Translate. */
export function translateWith(t: TFunction): Translate {
  return (key, values) => (values ? t(key, values) : t(key));
}

// Options that change which text i18next picks (plural, context, language...): part of the memo's
// key, never put into a text.
const SELECTORS = new Set(['count', 'context', 'lng', 'lngs', 'ns', 'defaultValue', 'ordinal', 'keyPrefix']);
const marker = (index: number) => `\u0000${index}\u0000`;

/**
 * A translation function for one render of many alike items (a grid's 60 cards each ask for the
 * same few texts): each key with the same numbers is translated once, and string values (a
 * performer's name) are put into that text, so "Add {{name}} to your favourites" is translated
 * once for all cards. The result is i18next's own: it escapes nothing here (escapeValue: false;
 * React escapes) and our texts use no formatters on strings (test/unit/ui/i18n/memo-t.test.ts).
 * On the server the cards' translations were over half of a grid page's render time.
 */
export function memoT(t: Translate): Translate {
  const texts = new Map<string, string>();
  return (key, values) => {
    const names = Object.keys(values ?? {}).sort();
    const inserted = names.filter((name) => typeof values![name] === 'string' && !SELECTORS.has(name));
    const memoKey = `${key}\u0000${names.map((name) => (inserted.includes(name) ? name : `${name}=${values![name]}`)).join('\u0000')}`;
    let text = texts.get(memoKey);
    if (text === undefined) {
      const probe = { ...values };
      inserted.forEach((name, index) => (probe[name] = marker(index)));
      text = t(key, values && probe);
      texts.set(memoKey, text);
    }
    return inserted.reduce(
      (result, name, index) => result.split(marker(index)).join(String(values![name])),
      text,
    );
  };
}
