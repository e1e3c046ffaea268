import type { Performer } from '../../../../src/core/performers/performer.model';
import {
  performerAge,
  PROFILE_FIELDS,
  profileSections,
  type FactValue,
} from '../../../../src/core/performers/profile-facts';

const NOW = Date.parse('2026-11-22T20:00:00Z');

function performer(changes: Partial<Performer> = {}): Performer {
  return {
    id: 1001,
    username: 'Anouk_23',
    age: 30,
    dateOfBirth: '2000-11-23',
    gender: 'female',
    breastSize: 3,
    city: 'Utrecht',
    cover: '/c.svg',
    cybertoy: true,
    decency: 4,
    description: 'Hoi, ik ben Anouk. <b>Kom</b> kletsen!',
    drinks: 'cappuccino',
    ethnicity: 'caucasian',
    eyeColor: 'green',
    firstCamSession: '2024-03-05T18:00:00.000Z',
    food: 'sushi',
    hairColor: 'dark_blonde',
    hobbies: 'fietsen, koken',
    images: ['/a.svg'],
    kinkyAttributes: ['rollenspel', ' ', 'lingerie'],
    languageBitflag: 3,
    languages: ['Dutch', 'English'],
    lastCamSession: '2026-11-22T19:00:00.000Z',
    lifeGoal: 'Een boek schrijven',
    luckyNumber: 7,
    manType: 'sportief',
    motto: 'Carpe diem',
    music: 'jazz',
    nicestAboutMe: 'mijn lach',
    nicestAboutMen: 'humor',
    nonude: '/n.svg',
    onlineState: 'online',
    onlineStatus: 3,
    orientation: 'bisexual',
    penisSize: null,
    personality: 'vrolijk',
    pets: 'kat',
    physique: 'slim',
    piercings: false,
    rating: 8.4,
    relationship: 'single',
    sexLocation: 'thuis',
    sexPosition: 'verrassing',
    sexualPreference: 'mannen',
    shaved: true,
    showType: ['praten', 'toy'],
    smoking: false,
    snapshot: '/s.svg',
    tattoo: true,
    turnoff: 'haast',
    webcamming: 'for fun',
    zodiac: 'boogschutter',
    ...changes,
  };
}

function valuesOf(subject: Performer): Map<string, FactValue> {
  const sections = profileSections(subject, NOW);
  return new Map(sections.flatMap((section) => section.facts.map((fact) => [fact.field, fact.value])));
}

describe('profileSections', () => {
  it('groups the facts in five sections, in order, with heading and label keys', () => {
    const sections = profileSections(performer(), NOW);
    expect(sections.map((section) => section.id)).toEqual([
      'about',
      'appearance',
      'lifestyle',
      'preferences',
      'cam',
    ]);
    expect(sections[0]?.heading).toBe('sections.about');
    expect(sections[0]?.facts.slice(0, 3).map((fact) => [fact.field, fact.label])).toEqual([
      ['description', 'fields.description'],
      ['motto', 'fields.motto'],
      ['age', 'fields.age'],
    ]);
  });

  it('shows every visitor-facing field of SPEC §3 and none of the technical ones', () => {
    const shown = [...valuesOf(performer({ gender: 'couple', penisSize: 17 })).keys()];
    expect(shown).toEqual(PROFILE_FIELDS);
    expect(shown).toHaveLength(43);
    for (const hidden of ['id', 'username', 'images', 'cover', 'snapshot', 'nonude', 'languageBitflag'])
      expect(shown).not.toContain(hidden);
    expect(shown).not.toContain('dateOfBirth'); // the age is shown, not the exact birthday
  });

  it('computes the age in whole years from the date of birth, not the backend’s age field', () => {
    expect(valuesOf(performer()).get('age')).toEqual({
      kind: 'amount',
      key: 'values.age',
      values: { age: 25 },
    });
    const dayLater = profileSections(performer(), Date.parse('2026-11-23T00:00:00Z'));
    expect(dayLater[0]?.facts.find((fact) => fact.field === 'age')?.value).toMatchObject({
      values: { age: 26 },
    });
  });

  it('turns enumerations into translation keys', () => {
    const values = valuesOf(performer());
    expect(values.get('gender')).toEqual({ kind: 'term', key: 'values.gender.female' });
    expect(values.get('hairColor')).toEqual({ kind: 'term', key: 'values.hairColor.dark_blonde' });
    expect(values.get('eyeColor')).toEqual({ kind: 'term', key: 'values.eyeColor.green' });
    expect(values.get('ethnicity')).toEqual({ kind: 'term', key: 'values.ethnicity.caucasian' });
    expect(values.get('physique')).toEqual({ kind: 'term', key: 'values.physique.slim' });
    expect(values.get('orientation')).toEqual({ kind: 'term', key: 'values.orientation.bisexual' });
    expect(values.get('onlineState')).toEqual({ kind: 'term', key: 'values.onlineState.online' });
    expect(values.get('languages')).toEqual({
      kind: 'terms',
      keys: ['values.language.Dutch', 'values.language.English'],
    });
  });

  it('shows an enumerated value the spec does not list as text rather than hiding it', () => {
    const values = valuesOf(performer({ hairColor: 'purple' as Performer['hairColor'] }));
    expect(values.get('hairColor')).toEqual({ kind: 'text', text: 'purple' });
  });

  it('recognises zodiac signs by their Dutch or English name and keeps unknown ones as text', () => {
    expect(valuesOf(performer()).get('zodiac')).toEqual({ kind: 'term', key: 'values.zodiac.sagittarius' });
    expect(valuesOf(performer({ zodiac: 'Leo' })).get('zodiac')).toEqual({
      kind: 'term',
      key: 'values.zodiac.leo',
    });
    expect(valuesOf(performer({ zodiac: 'Slang' })).get('zodiac')).toEqual({ kind: 'text', text: 'Slang' });
  });

  it('turns booleans into yes/no keys, and pubic hair into shaved or natural', () => {
    const values = valuesOf(performer());
    expect(values.get('smoking')).toEqual({ kind: 'term', key: 'values.no' });
    expect(values.get('tattoo')).toEqual({ kind: 'term', key: 'values.yes' });
    expect(values.get('piercings')).toEqual({ kind: 'term', key: 'values.no' });
    expect(values.get('cybertoy')).toEqual({ kind: 'term', key: 'values.yes' });
    expect(values.get('shaved')).toEqual({ kind: 'term', key: 'values.shaved.true' });
    expect(valuesOf(performer({ shaved: false })).get('shaved')).toEqual({
      kind: 'term',
      key: 'values.shaved.false',
    });
  });

  it('puts numbers into the sentence they belong to', () => {
    const values = valuesOf(performer({ penisSize: 17, gender: 'transgender' }));
    expect(values.get('breastSize')).toEqual({
      kind: 'amount',
      key: 'values.outOf',
      values: { value: 3, max: 10 },
    });
    expect(values.get('decency')).toEqual({
      kind: 'amount',
      key: 'values.outOf',
      values: { value: 4, max: 5 },
    });
    expect(values.get('penisSize')).toEqual({
      kind: 'amount',
      key: 'values.centimetres',
      values: { size: 17 },
    });
    expect(values.get('rating')).toEqual({ kind: 'amount', key: 'values.rating', values: { value: 8.4 } });
    expect(values.get('luckyNumber')).toEqual({ kind: 'amount', key: 'values.number', values: { value: 7 } });
  });

  it('shows the penis size only when there is one, and no breast size for men', () => {
    expect(valuesOf(performer()).has('penisSize')).toBe(false);
    const man = valuesOf(performer({ gender: 'male', breastSize: 1, penisSize: 18 }));
    expect(man.has('breastSize')).toBe(false);
    expect(man.has('penisSize')).toBe(true);
  });

  it('keeps free text as text, untouched, so markup in it is shown and never interpreted', () => {
    const values = valuesOf(performer());
    expect(values.get('description')).toEqual({
      kind: 'text',
      text: 'Hoi, ik ben Anouk. <b>Kom</b> kletsen!',
    });
    expect(values.get('relationship')).toEqual({ kind: 'text', text: 'single' });
    expect(values.get('kinkyAttributes')).toEqual({ kind: 'texts', texts: ['rollenspel', 'lingerie'] });
    expect(values.get('showType')).toEqual({ kind: 'texts', texts: ['praten', 'toy'] });
  });

  it('gives the cam sessions as dates, the last one with its time', () => {
    const values = valuesOf(performer());
    expect(values.get('firstCamSession')).toEqual({
      kind: 'date',
      iso: '2024-03-05T18:00:00.000Z',
      withTime: false,
    });
    expect(values.get('lastCamSession')).toEqual({
      kind: 'date',
      iso: '2026-11-22T19:00:00.000Z',
      withTime: true,
    });
  });

  it('leaves out empty, missing and malformed values, and sections left empty', () => {
    const sparse = performer({
      motto: '  ',
      kinkyAttributes: [],
      manType: '',
      nicestAboutMen: '',
      turnoff: '',
      sexualPreference: '',
      sexLocation: '',
      sexPosition: '',
      lastCamSession: 'not a date',
      rating: Number.NaN,
      languages: [],
    });
    const values = valuesOf(sparse);
    for (const field of ['motto', 'kinkyAttributes', 'lastCamSession', 'rating', 'languages'])
      expect(values.has(field)).toBe(false);
    expect(profileSections(sparse, NOW).map((section) => section.id)).not.toContain('preferences');
  });
});

describe('performerAge', () => {
  it('uses the date of birth, and the backend’s age only when that date is unusable', () => {
    expect(performerAge(performer(), NOW)).toBe(25);
    expect(performerAge(performer({ dateOfBirth: 'unknown' }), NOW)).toBe(30);
  });
});
