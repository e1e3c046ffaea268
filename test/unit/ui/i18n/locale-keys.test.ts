import { localeTexts, type TextTree as Tree } from '../../../../src/ui/i18n/locales';

const { nl, en, de, 'nl-BE': nlBE } = localeTexts;

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function placeholders(tree: Tree): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') found.set(`${prefix}${key}`, (value.match(/{{\w+}}/g) ?? []).sort());
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(tree, '');
  return found;
}

describe('locale resources', () => {
  const locales: Record<string, Tree> = { nl, en, de, 'nl-BE': nlBE };
  const reference = keys(en).sort();

  it.each(Object.keys(locales))('%s has exactly the keys of English', (code) => {
    expect(keys(locales[code]!).sort()).toEqual(reference);
  });

  it.each(Object.keys(locales))('%s uses the same placeholders as English in every text', (code) => {
    const expected = placeholders(en);
    for (const [key, names] of placeholders(locales[code]!))
      expect([key, names]).toEqual([key, expected.get(key)]);
  });

  it('has no empty text', () => {
    for (const tree of Object.values(locales)) {
      const walk = (node: Tree): void =>
        Object.values(node).forEach((value) =>
          typeof value === 'string' ? expect(value.trim()).not.toBe('') : walk(value),
        );
      walk(tree);
    }
  });
});
