import type { Locale } from '../../../../src/core/common/locale.model';
import { createI18n } from '../../../../src/ui/i18n/create-i18n';
import { allResourcesFor } from '../../../../src/ui/i18n/locale-resources.server';
import { localeTexts, type TextTree } from '../../../../src/ui/i18n/locales';
import { memoT, type Translate } from '../../../../src/ui/i18n/memo-t';

/** Every text key, with the names of the values its text takes. */
function keysOf(tree: TextTree, prefix = ''): Array<{ key: string; names: string[] }> {
  return Object.entries(tree).flatMap(([name, node]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof node !== 'string') return keysOf(node, key);
    const names = [...node.matchAll(/\{\{\s*([a-zA-Z]+)/g)].map((match) => match[1]!);
    return [{ key: key.replace(/_(zero|one|two|few|many|other)$/, ''), names: [...new Set(names)] }];
  });
}

// Each value three ways: names (with i18next's own markers and a "$" in them), and numbers, which
// pick plurals.
const VALUES: Array<(name: string) => string | number> = [
  (name) => (name === 'count' ? 1 : `Anna {{${name}}} $& 1`),
  (name) => (name === 'count' ? 2 : 24),
  (name) => (name === 'count' ? 5 : `Zoë_${name}`),
];

describe('memoT', () => {
  for (const locale of ['nl', 'en', 'de', 'be'] as Locale[]) {
    test(`gives i18next's own text for every key of ${locale}, however often it is asked`, () => {
      const i18n = createI18n(locale, allResourcesFor(locale));
      const t = i18n.t.bind(i18n) as unknown as Translate;
      const memo = memoT(t);
      const keys = keysOf(localeTexts.nl);
      expect(keys.length).toBeGreaterThan(300);
      for (const round of [0, 1]) {
        for (const { key, names } of keys) {
          for (const value of VALUES) {
            const values = names.length
              ? Object.fromEntries(names.map((name) => [name, value(name)]))
              : undefined;
            expect([key, round, memo(key, values)]).toEqual([key, round, t(key, values)]);
          }
        }
      }
    });
  }

  test('translates a key once whatever the names and numbers it takes, once per count', () => {
    const calls: string[] = [];
    const memo = memoT((key, values) => {
      calls.push(key);
      return `${key}: ${values?.name ?? ''} (${values?.age ?? ''})`;
    });
    expect(memo('card', { name: 'Anna', age: 24 })).toBe('card: Anna (24)');
    expect(memo('card', { name: 'Bo', age: 24 })).toBe('card: Bo (24)');
    expect(memo('card', { name: 'Cas', age: 30 })).toBe('card: Cas (30)');
    expect(memo('toy')).toBe('toy:  ()');
    expect(memo('toy')).toBe('toy:  ()');
    expect(calls).toEqual(['card', 'toy']);
    const plural = memoT((key, values) => {
      calls.push(`${key} ${values?.count}`);
      return `${values?.count} ${values?.count === 1 ? 'message' : 'messages'}`;
    });
    expect([1, 2, 2, 1].map((count) => plural('messages', { count }))).toEqual([
      '1 message',
      '2 messages',
      '2 messages',
      '1 message',
    ]);
    expect(calls.slice(2)).toEqual(['messages 1', 'messages 2']);
  });
});
