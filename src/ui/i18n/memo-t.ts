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
// What i18next puts into a text as it is (anything else, such as undefined, it handles its own way).
const isText = (value: unknown) => typeof value === 'string' || typeof value === 'number';

/**
 * A translation function for one render of many alike items (a grid's 60 cards each ask for the
 * same few texts): each key is translated once per set of selectors (a plural's count), and the
 * other values (a performer's name, her age) are put into that text, so "Add {{name}} to your
 * favourites" and "{{age}} years" are translated once for all cards. The result is i18next's own:
 * it escapes nothing here (escapeValue: false; React escapes) and our texts use no formatters
 * (test/unit/ui/i18n/memo-t.test.ts). On the server the cards' translations were over half of a
 * grid page's render time; with ages still translated per age, 7% of an uncached render.
 */
export function memoT(t: Translate): Translate {
  const texts = new Map<string, string>();
  return (key, values) => {
    const names = Object.keys(values ?? {}).sort();
    const inserted = names.filter((name) => isText(values![name]) && !SELECTORS.has(name));
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
