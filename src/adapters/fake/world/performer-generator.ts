import {
  ETHNICITIES,
  EYE_COLORS,
  HAIR_COLORS,
  LANGUAGES,
  ORIENTATIONS,
  PHYSIQUES,
  type Gender,
  type Language,
} from '../../../core/performers/performer.model';
import { hashInts, Rng } from '../prng';
import { generateTexts } from './performer-text';
import { portraitUrl, type PerformerRecord, type StaticProfile } from './performer-record';
import { CITIES, FEMALE_NAMES, MALE_NAMES } from './word-lists';
import { DAY_MS, isoAt, isoDate, WORLD_EPOCH } from './world-time';

export const PERFORMER_COUNT = 320;
export const FIRST_PERFORMER_ID = 1001;

const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,14}$/;

function makeUsername(rng: Rng, gender: Gender, taken: Set<string>): { username: string; name: string } {
  for (;;) {
    const name =
      gender === 'male'
        ? rng.pick(MALE_NAMES)
        : gender === 'couple'
          ? `${rng.pick(FEMALE_NAMES)}_${rng.pick(MALE_NAMES)}`
          : rng.pick(FEMALE_NAMES);
    const suffix = rng.weighted(
      [`_${rng.int(18, 99)}`, String(rng.int(1, 99)), '_NL', ''],
      [6, 3, 1, gender === 'couple' ? 8 : 1],
    );
    const username = name + suffix;
    if (USERNAME_PATTERN.test(username) && !taken.has(username.toLowerCase())) {
      taken.add(username.toLowerCase());
      return { username, name: name.replace('_', ' & ') };
    }
  }
}

/** A birth date that makes the performer 18–64 at the world epoch (so at least 18 ever after). */
function makeBirthDate(rng: Rng): string {
  const age = rng.weighted(
    [rng.int(18, 24), rng.int(25, 34), rng.int(35, 49), rng.int(50, 64)],
    [30, 35, 25, 10],
  );
  const epoch = new Date(WORLD_EPOCH);
  const anniversary = Date.UTC(epoch.getUTCFullYear() - age, epoch.getUTCMonth(), epoch.getUTCDate());
  // Going back up to 360 days keeps the last birthday before the epoch, so the age there is exactly `age`.
  return isoDate(anniversary - rng.int(0, 360) * DAY_MS);
}

function makeLanguages(rng: Rng, city: string): Language[] {
  const german = city === 'Keulen' || city === 'Düsseldorf';
  const chosen = LANGUAGES.filter((language) => {
    if (language === 'Dutch') return !german && rng.chance(0.9);
    if (language === 'German') return german || rng.chance(0.15);
    if (language === 'English') return rng.chance(0.65);
    if (language === 'French') return rng.chance(0.1);
    return rng.chance(0.03);
  });
  return chosen.length > 0 ? chosen : ['English'];
}

function appearance(rng: Rng, gender: Gender) {
  const male = gender === 'male';
  return {
    hairColor: rng.weighted(HAIR_COLORS, [25, 15, 25, 18, male ? 10 : 1, 6, 2, 5, 1]),
    eyeColor: rng.pick(EYE_COLORS),
    ethnicity: rng.weighted(ETHNICITIES, [55, 12, 10, 10, 13]),
    physique: rng.weighted(PHYSIQUES, [10, 20, 35, 25, 10]),
    orientation: rng.weighted(ORIENTATIONS, [60, 30, 6, 4]),
    // breastSize is 1..10 for everyone (the model has no 'none'); 1 for men.
    breastSize: male ? 1 : rng.weighted([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [4, 10, 20, 20, 16, 12, 8, 5, 3, 2]),
    penisSize: gender === 'female' ? null : rng.int(13, 22),
    shaved: rng.chance(0.6),
    piercings: rng.chance(0.3),
    tattoo: rng.chance(0.4),
    smoking: rng.chance(0.2),
  };
}

function images(id: number, count: number): StaticProfile['images'] {
  return Array.from({ length: count }, (_, index) => ({
    snapshot: portraitUrl(id, 400, 300, String(index + 1)),
    nonude: portraitUrl(id, 400, 300, `${index + 1}n`),
  }));
}

function generatePerformer(rng: Rng, id: number, taken: Set<string>): PerformerRecord {
  const gender = rng.weighted<Gender>(['female', 'male', 'couple'], [86, 8, 6]);
  const { username, name } = makeUsername(rng, gender, taken);
  const dateOfBirth = makeBirthDate(rng);
  const city = rng.pick(CITIES);
  const languages = makeLanguages(rng, city);
  const cybertoy = rng.chance(0.4);
  const isNew = rng.chance(0.12);
  const firstCamMs =
    WORLD_EPOCH - (isNew ? rng.int(1, 29) : rng.int(30, 1500)) * DAY_MS - rng.int(0, 23) * 3_600_000;
  const profile: StaticProfile = {
    id,
    username,
    dateOfBirth,
    gender,
    city,
    cover: portraitUrl(id, 1200, 400),
    cybertoy,
    decency: rng.int(1, 5),
    firstCamSession: isoAt(firstCamMs),
    images: images(id, rng.int(2, 4)),
    languageBitflag: languages.reduce((flags, language) => flags | (1 << LANGUAGES.indexOf(language)), 0),
    languages,
    luckyNumber: rng.int(1, 99),
    nonude: portraitUrl(id, 400, 300, 'n'),
    rating: Math.round((5 + rng.next() * 5) * 10) / 10,
    snapshot: portraitUrl(id),
    ...appearance(rng, gender),
    ...generateTexts(rng, { name, city, gender, languages, dateOfBirth, cybertoy }),
  };
  return { id, profile, activity: 0.15 + rng.next() * 0.4, firstCamMs };
}

/** The seeded performer population: same seed, same performers, in Node and in browsers. */
export function generatePerformers(seed: number, count = PERFORMER_COUNT): PerformerRecord[] {
  const rng = new Rng(hashInts(seed, 0x9e1f));
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, index) =>
    generatePerformer(rng, FIRST_PERFORMER_ID + index, taken),
  );
}
