import type { Gender, Language } from '../../../core/performers/performer.model';
import type { Rng } from '../prng';
import * as words from './word-lists';
import type { StaticProfile } from './performer-record';

type TextFields = Pick<
  StaticProfile,
  | 'description'
  | 'drinks'
  | 'food'
  | 'hobbies'
  | 'lifeGoal'
  | 'motto'
  | 'music'
  | 'nicestAboutMe'
  | 'nicestAboutMen'
  | 'personality'
  | 'pets'
  | 'relationship'
  | 'sexLocation'
  | 'sexPosition'
  | 'sexualPreference'
  | 'turnoff'
  | 'webcamming'
  | 'manType'
  | 'kinkyAttributes'
  | 'showType'
  | 'zodiac'
>;

export interface TextInput {
  name: string;
  city: string;
  gender: Gender;
  languages: Language[];
  dateOfBirth: string;
  cybertoy: boolean;
}

/** Western zodiac sign (Dutch name) of a `YYYY-MM-DD` date. */
export function zodiacOf(dateOfBirth: string): string {
  const [, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let sign = words.ZODIAC[words.ZODIAC.length - 1]?.[2] ?? '';
  for (const [startMonth, startDay, name] of words.ZODIAC) {
    if (month > startMonth || (month === startMonth && day >= startDay)) sign = name;
  }
  return sign;
}

function describe(rng: Rng, input: TextInput, hobbies: string[]): string {
  const [first, second] = hobbies;
  if (!input.languages.includes('Dutch')) {
    return `Hi, I am ${input.name} from ${input.city}. I love ${first} and ${second}, and a good chat with a cup of tea.`;
  }
  const intro = input.gender === 'couple' ? `Hoi, wij zijn ${input.name}` : `Hoi, ik ben ${input.name}`;
  const closing = rng.pick(['Kom gezellig kletsen!', 'Tot zo in mijn kamer!', 'Zeg gerust hallo.']);
  return `${intro} uit ${input.city}. Ik hou van ${first} en ${second}. ${closing}`;
}

/** The neutral, safe-for-work text fields of one performer profile. */
export function generateTexts(rng: Rng, input: TextInput): TextFields {
  const hobbies = rng.sample(words.HOBBIES, rng.int(2, 3));
  const shows = rng.sample(
    words.SHOW_TYPES.filter((show) => show !== 'toy'),
    rng.int(1, 3),
  );
  return {
    description: describe(rng, input, hobbies),
    drinks: rng.pick(words.DRINKS),
    food: rng.pick(words.FOOD),
    hobbies: hobbies.join(', '),
    lifeGoal: rng.pick(words.LIFE_GOALS),
    motto: rng.pick(words.MOTTOS),
    music: rng.pick(words.MUSIC),
    nicestAboutMe: rng.pick(words.NICEST_ABOUT_ME),
    nicestAboutMen: rng.pick(words.NICEST_ABOUT_MEN),
    personality: rng.pick(words.PERSONALITIES),
    pets: rng.pick(words.PETS),
    relationship: rng.pick(words.RELATIONSHIPS),
    sexLocation: rng.pick(words.SEX_LOCATIONS),
    sexPosition: rng.pick(words.SEX_POSITIONS),
    sexualPreference: rng.pick(words.SEXUAL_PREFERENCES),
    turnoff: rng.pick(words.TURNOFFS),
    webcamming: rng.pick(words.WEBCAMMING),
    manType: rng.pick(words.MAN_TYPES),
    kinkyAttributes: rng.sample(words.KINKY_ATTRIBUTES, rng.int(1, 3)),
    showType: input.cybertoy ? [...shows, 'toy'] : shows,
    zodiac: zodiacOf(input.dateOfBirth),
  };
}
