import { profileSections } from '../../../../src/core/performers/profile-facts';
import { cardPicture, EXPLICIT_FIELDS, safePerformer } from '../../../../src/core/performers/safe-view';
import { FakeBackend } from '../../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../../src/adapters/fake/manual-clock';
import type { Performer } from '../../../../src/core/performers/performer.model';

const NOW = Date.UTC(2026, 10, 22, 20);

/** Sandbox performers, with every kind of fact and picture. */
async function performers(): Promise<Performer[]> {
  const ports = new FakeBackend({ clock: new ManualClock(NOW) }).session();
  const page = await ports.performers.find({ limit: 60, page: 1 });
  return Promise.all(page.items.map((item) => ports.performers.profileByUsername(item.username)));
}

const factFields = (performer: Performer, safe: boolean) =>
  profileSections(performer, NOW, safe).flatMap((section) => section.facts.map((fact) => fact.field));

describe('the safe view of a performer (the safe flag)', () => {
  it('shows only non-nude pictures: the snapshot and each photo in its non-nude variant', async () => {
    for (const performer of await performers()) {
      const safe = safePerformer(performer);
      expect(safe.snapshot).toBe(performer.nonude);
      expect(safe.images.map((image) => (typeof image === 'string' ? image : image.snapshot))).toEqual(
        performer.images.flatMap((image) => (typeof image === 'string' ? [] : [image.nonude])),
      );
      expect(cardPicture(performer, true)).toBe(performer.nonude);
      expect(cardPicture(performer, false)).toBe(performer.snapshot);
    }
  });

  it('leaves a photo out that has no non-nude variant', () => {
    const performer = { images: ['/plain.jpg', { snapshot: '/1.jpg', nonude: '/1n.jpg' }] } as Performer;
    expect(safePerformer(performer).images).toEqual([{ snapshot: '/1n.jpg', nonude: '/1n.jpg' }]);
  });

  it('shows no explicit fact, and empties the explicit texts so they do not travel', async () => {
    const all = await performers();
    const shownUnsafe = new Set(all.flatMap((performer) => factFields(performer, false)));
    // The sandbox's performers have explicit facts, so the test can see them go.
    expect([...EXPLICIT_FIELDS].filter((field) => shownUnsafe.has(field)).length).toBeGreaterThanOrEqual(5);
    for (const performer of all) {
      const safe = safePerformer(performer);
      expect(factFields(safe, true).filter((field) => EXPLICIT_FIELDS.has(field))).toEqual([]);
      expect(factFields(performer, true).filter((field) => EXPLICIT_FIELDS.has(field))).toEqual([]);
      expect([safe.turnoff, safe.sexualPreference, safe.sexLocation, safe.sexPosition]).toEqual([
        '',
        '',
        '',
        '',
      ]);
      expect(safe.kinkyAttributes).toEqual([]);
      expect(safe.penisSize).toBeNull();
      // Everything else stays as it was.
      const kept = factFields(performer, false).filter((field) => !EXPLICIT_FIELDS.has(field));
      expect(factFields(safe, true)).toEqual(kept);
    }
  });
});
