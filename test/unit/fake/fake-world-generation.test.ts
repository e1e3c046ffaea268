import {
  BREAST_SIZES,
  ETHNICITIES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  LANGUAGES,
  ORIENTATIONS,
  PHYSIQUES,
  type Performer,
} from '../../../src/core/performers/performer.model';
import { ManualClock } from '../../../src/adapters/fake/manual-clock';
import { FakeWorld } from '../../../src/adapters/fake/world/fake-world';
import { ageAt } from '../../../src/adapters/fake/world/world-time';
import { TEST_SEED } from './helpers';

/** Typed as a record of every Performer key, so the compiler keeps this list complete. */
const ALL_FIELDS: Record<keyof Performer, true> = {
  id: true,
  username: true,
  age: true,
  dateOfBirth: true,
  gender: true,
  breastSize: true,
  city: true,
  cover: true,
  cybertoy: true,
  decency: true,
  description: true,
  drinks: true,
  ethnicity: true,
  eyeColor: true,
  firstCamSession: true,
  food: true,
  hairColor: true,
  hobbies: true,
  images: true,
  kinkyAttributes: true,
  languageBitflag: true,
  languages: true,
  lastCamSession: true,
  lifeGoal: true,
  luckyNumber: true,
  manType: true,
  motto: true,
  music: true,
  nicestAboutMe: true,
  nicestAboutMen: true,
  nonude: true,
  onlineState: true,
  onlineStatus: true,
  orientation: true,
  penisSize: true,
  personality: true,
  pets: true,
  physique: true,
  piercings: true,
  rating: true,
  relationship: true,
  sexLocation: true,
  sexPosition: true,
  sexualPreference: true,
  shaved: true,
  showType: true,
  smoking: true,
  snapshot: true,
  tattoo: true,
  turnoff: true,
  webcamming: true,
  zodiac: true,
};

function world(seed = TEST_SEED): FakeWorld {
  return new FakeWorld({ seed, clock: new ManualClock() });
}

describe('FakeWorld generation', () => {
  const performers = world().performers.all();

  it('is deterministic: the same seed gives the same world, another seed another', () => {
    const again = world();
    expect(again.performers.all()).toEqual(performers);
    expect(again.inbox.list(again.members.findByLogin('demo')!.id, 'all')).toEqual(
      world().inbox.list(again.members.findByLogin('demo')!.id, 'all'),
    );
    const other = world(TEST_SEED + 1).performers.all();
    expect(other.map((p) => p.username)).not.toEqual(performers.map((p) => p.username));
  });

  it('has 320 performers with unique ids and unique, valid user names', () => {
    expect(performers).toHaveLength(320);
    expect(new Set(performers.map((p) => p.id)).size).toBe(320);
    expect(new Set(performers.map((p) => p.username.toLowerCase())).size).toBe(320);
    for (const p of performers) expect(p.username).toMatch(/^[A-Za-z0-9_]{4,14}$/);
  });

  it('has only adults, with an age that follows from the date of birth', () => {
    const now = new ManualClock().now();
    for (const p of performers) {
      expect(p.age).toBeGreaterThanOrEqual(18);
      expect(p.age).toBeLessThanOrEqual(65);
      expect(p.age).toBe(ageAt(p.dateOfBirth, now));
    }
  });

  it('fills every field of the Performer model (penisSize only for men and couples)', () => {
    const fields = Object.keys(ALL_FIELDS);
    for (const p of performers) {
      for (const [key, value] of Object.entries(p)) {
        if (key === 'penisSize' && p.gender === 'female') expect(value).toBeNull();
        else expect(value === null || value === undefined || value === '').toBe(false);
      }
      expect(Object.keys(p).sort()).toEqual([...fields].sort());
      expect(p.images.length).toBeGreaterThan(0);
      expect(p.languages.length).toBeGreaterThan(0);
    }
  });

  it('draws enumerated fields from the model enumerations', () => {
    for (const p of performers) {
      expect(HAIR_COLORS).toContain(p.hairColor);
      expect(EYE_COLORS).toContain(p.eyeColor);
      expect(ETHNICITIES).toContain(p.ethnicity);
      expect(PHYSIQUES).toContain(p.physique);
      expect(ORIENTATIONS).toContain(p.orientation);
      expect(BREAST_SIZES).toContain(p.breastSize);
      expect(GENDERS).toContain(p.gender);
      for (const language of p.languages) expect(LANGUAGES).toContain(language);
      const bitflag = p.languages.reduce((flags, l) => flags | (1 << LANGUAGES.indexOf(l)), 0);
      expect(p.languageBitflag).toBe(bitflag);
    }
  });

  it('is mostly female, with some men and couples', () => {
    const female = performers.filter((p) => p.gender === 'female').length;
    expect(female / performers.length).toBeGreaterThan(0.75);
    expect(performers.some((p) => p.gender === 'male')).toBe(true);
    expect(performers.some((p) => p.gender === 'couple')).toBe(true);
  });

  it('points media at relative sandbox urls', () => {
    const p = performers[0] as Performer;
    expect(p.snapshot).toBe(`/sandbox/media/portrait/${p.id}.jpg?w=400&h=300`);
    expect(p.nonude).toMatch(/^\/sandbox\/media\/portrait\/\d+\.jpg\?/);
  });

  it('renders small SVG portraits in the profile hair colour, and none for unknown ids', () => {
    const w = world();
    const blonde = performers.find((p) => p.hairColor === 'blonde') as Performer;
    const svg = w.portraitSvg(blonde.id, 400, 300) as string;
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('#e6c36a');
    for (const p of performers) expect((w.portraitSvg(p.id) as string).length).toBeLessThan(1500);
    expect(w.portraitSvg(99)).toBeNull();
    expect(w.mediaSvg(blonde.snapshot)).toBe(svg);
  });
});
