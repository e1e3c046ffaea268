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
 * (test/unit/ui/i18n/memo-t.test.ts). On the server, translating every card's texts anew was
 * most of a grid page's render time.
 */
export function memoT(t: Translate): Translate {
  const texts = new Map<string, string>();
  return (key, values) => {
    // Its key says which text was picked: the key, then each value's name (sorted, so the order
    // they came in does not matter) with a selector's value too.
    const names = values ? Object.keys(values).sort() : [];
    const inserted: string[] = [];
    let memoKey = key;
    for (const name of names) {
      const value = values![name];
      if (isText(value) && !SELECTORS.has(name)) {
        inserted.push(name);
        memoKey += `\u0000${name}`;
      } else memoKey += `\u0000${name}=${value}`;
    }
    let text = texts.get(memoKey);
    if (text === undefined) {
      const probe = { ...values };
      inserted.forEach((name, index) => (probe[name] = marker(index)));
      text = t(key, values && probe);
      texts.set(memoKey, text);
    }
    // A function puts the value in as it is: a replacement string would read `$&` in a name.
    for (let index = 0; index < inserted.length; index++) {
      const value = String(values![inserted[index]!]);
      text = text.replaceAll(marker(index), () => value);
    }
    return text;
  };
}
