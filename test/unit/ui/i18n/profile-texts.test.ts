import { FakeBackend } from '../../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../../src/adapters/fake/manual-clock';
import type { Performer } from '../../../../src/core/performers/performer.model';
import { profileSections } from '../../../../src/core/performers/profile-facts';
import { localeTexts, type TextTree } from '../../../../src/ui/i18n/locales';

const NOW = Date.UTC(2026, 10, 22, 20);

function lookup(tree: TextTree, key: string): string | TextTree | undefined {
  return key
    .split('.')
    .reduce<string | TextTree | undefined>(
      (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
      tree,
    );
}

async function everyPerformer(): Promise<Performer[]> {
  const ports = new FakeBackend({ clock: new ManualClock(NOW) }).session();
  const performers: Performer[] = [];
  for (let page = 1; ; page += 1) {
    const found = await ports.performers.find({ limit: 60, page });
    if (found.items.length === 0) return performers;
    for (const item of found.items) performers.push(await ports.performers.profileByUsername(item.username));
  }
}

describe('profile texts', () => {
  it('have a text in every language for every key the profile facts of the sandbox’s performers use', async () => {
    const performers = await everyPerformer();
    expect(performers.length).toBeGreaterThan(300);
    const keys = new Set<string>();
    let freeTextEnumerations = 0;
    for (const performer of performers)
      for (const section of profileSections(performer, NOW)) {
        keys.add(section.heading);
        for (const fact of section.facts) {
          keys.add(fact.label);
          const { value } = fact;
          if (value.kind === 'term' || value.kind === 'amount') keys.add(value.key);
          if (value.kind === 'terms') value.keys.forEach((key) => keys.add(key));
          // Every enumerated field of the sandbox has a known value, so none falls back to text.
          if (value.kind === 'text' && ['gender', 'hairColor', 'zodiac', 'ethnicity'].includes(fact.field))
            freeTextEnumerations += 1;
        }
      }
    expect(freeTextEnumerations).toBe(0);
    for (const [language, texts] of Object.entries(localeTexts))
      for (const key of keys)
        expect([language, key, typeof lookup(texts, `profile.${key}`)]).toEqual([language, key, 'string']);
  });
});
