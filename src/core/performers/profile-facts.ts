import {
  ETHNICITIES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  LANGUAGES,
  ORIENTATIONS,
  PHYSIQUES,
  type Performer,
} from './performer.model';
import { ageInYears } from './age';
import { EXPLICIT_FIELDS } from './safe-view';

/**
 * The facts a performer's profile tab shows (SPEC §3 performer profile), in sections and in order,
 * with each value already decided: free text stays text, enumerations and booleans become
 * translation keys, numbers go with the key of the sentence they appear in. Keys are relative to
 * the page's text area (`profile.`), so the component only translates and formats.
 */
export type FactValue =
  /** Free text from the backend, shown as it is (never as HTML). */
  | { kind: 'text'; text: string }
  | { kind: 'texts'; texts: string[] }
  | { kind: 'term'; key: string }
  | { kind: 'terms'; keys: string[] }
  /** A sentence `key` whose placeholders are the numbers in `values`, formatted for the locale. */
  | { kind: 'amount'; key: string; values: Record<string, number> }
  /** An ISO moment, formatted for the locale; `withTime` adds the time of day. */
  | { kind: 'date'; iso: string; withTime: boolean };

export type ProfileSectionId = 'about' | 'appearance' | 'lifestyle' | 'preferences' | 'cam';

export interface ProfileFact {
  field: keyof Performer;
  /** Key of the field's label. */
  label: string;
  value: FactValue;
}

export interface ProfileSection {
  id: ProfileSectionId;
  /** Key of the section's heading. */
  heading: string;
  facts: ProfileFact[];
}

type Build = (performer: Performer, now: number) => FactValue | null;

/** Zodiac signs; the backend names them in Dutch (the sandbox) or English. */
const ZODIAC_SIGNS: Record<string, string> = {
  ram: 'aries',
  stier: 'taurus',
  tweelingen: 'gemini',
  kreeft: 'cancer',
  leeuw: 'leo',
  maagd: 'virgo',
  weegschaal: 'libra',
  schorpioen: 'scorpio',
  boogschutter: 'sagittarius',
  steenbok: 'capricorn',
  waterman: 'aquarius',
  vissen: 'pisces',
};
const ZODIAC_IDS = new Set(Object.values(ZODIAC_SIGNS));

function cleanText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function text(value: unknown): FactValue | null {
  const cleaned = cleanText(value);
  return cleaned === null ? null : { kind: 'text', text: cleaned };
}

function texts(value: unknown): FactValue | null {
  const list = (Array.isArray(value) ? value : []).map(cleanText).filter((item) => item !== null);
  return list.length > 0 ? { kind: 'texts', texts: list } : null;
}

/** An enumerated value as a term; a value outside the spec's list is still shown, as text. */
function term(group: string, allowed: readonly unknown[], value: unknown): FactValue | null {
  if (allowed.includes(value)) return { kind: 'term', key: `values.${group}.${String(value)}` };
  return text(value);
}

function terms(group: string, allowed: readonly unknown[], value: unknown): FactValue | null {
  const known = (Array.isArray(value) ? value : []).filter((item) => allowed.includes(item));
  return known.length > 0
    ? { kind: 'terms', keys: known.map((item) => `values.${group}.${String(item)}`) }
    : null;
}

function yesNo(value: unknown): FactValue | null {
  return typeof value === 'boolean' ? { kind: 'term', key: value ? 'values.yes' : 'values.no' } : null;
}

function amount(key: string, values: Record<string, unknown>): FactValue | null {
  const numbers = Object.values(values);
  if (!numbers.every((value) => typeof value === 'number' && Number.isFinite(value))) return null;
  return { kind: 'amount', key, values: values as Record<string, number> };
}

function date(value: unknown, withTime: boolean): FactValue | null {
  const iso = cleanText(value);
  return iso !== null && Number.isFinite(Date.parse(iso)) ? { kind: 'date', iso, withTime } : null;
}

function zodiac(value: unknown): FactValue | null {
  const name = cleanText(value)?.toLowerCase() ?? '';
  const sign = ZODIAC_SIGNS[name] ?? (ZODIAC_IDS.has(name) ? name : null);
  return sign ? { kind: 'term', key: `values.zodiac.${sign}` } : text(value);
}

/** The age in whole years from the date of birth; the backend's own age when that date is unusable. */
export function performerAge(performer: Performer, now: number): number | null {
  const fromBirth = ageInYears(performer.dateOfBirth ?? '', now);
  if (fromBirth !== null) return fromBirth;
  return Number.isFinite(performer.age) ? performer.age : null;
}

const SECTIONS: readonly [ProfileSectionId, readonly [keyof Performer, Build][]][] = [
  [
    'about',
    [
      ['description', (p) => text(p.description)],
      ['motto', (p) => text(p.motto)],
      ['age', (p, now) => amount('values.age', { age: performerAge(p, now) })],
      ['gender', (p) => term('gender', GENDERS, p.gender)],
      ['city', (p) => text(p.city)],
      ['languages', (p) => terms('language', LANGUAGES, p.languages)],
      ['orientation', (p) => term('orientation', ORIENTATIONS, p.orientation)],
      ['relationship', (p) => text(p.relationship)],
      ['zodiac', (p) => zodiac(p.zodiac)],
    ],
  ],
  [
    'appearance',
    [
      ['ethnicity', (p) => term('ethnicity', ETHNICITIES, p.ethnicity)],
      ['hairColor', (p) => term('hairColor', HAIR_COLORS, p.hairColor)],
      ['eyeColor', (p) => term('eyeColor', EYE_COLORS, p.eyeColor)],
      ['physique', (p) => term('physique', PHYSIQUES, p.physique)],
      // The backend gives men breast size 1 because the field has no 'none': it means nothing there.
      [
        'breastSize',
        (p) => (p.gender === 'male' ? null : amount('values.outOf', { value: p.breastSize, max: 10 })),
      ],
      ['penisSize', (p) => (p.penisSize ? amount('values.centimetres', { size: p.penisSize }) : null)],
      ['tattoo', (p) => yesNo(p.tattoo)],
      ['piercings', (p) => yesNo(p.piercings)],
      [
        'shaved',
        (p) => (typeof p.shaved === 'boolean' ? { kind: 'term', key: `values.shaved.${p.shaved}` } : null),
      ],
    ],
  ],
  [
    'lifestyle',
    [
      ['personality', (p) => text(p.personality)],
      ['decency', (p) => amount('values.outOf', { value: p.decency, max: 5 })],
      ['hobbies', (p) => text(p.hobbies)],
      ['music', (p) => text(p.music)],
      ['pets', (p) => text(p.pets)],
      ['food', (p) => text(p.food)],
      ['drinks', (p) => text(p.drinks)],
      ['smoking', (p) => yesNo(p.smoking)],
      ['lifeGoal', (p) => text(p.lifeGoal)],
      ['luckyNumber', (p) => amount('values.number', { value: p.luckyNumber })],
      ['nicestAboutMe', (p) => text(p.nicestAboutMe)],
    ],
  ],
  [
    'preferences',
    [
      ['manType', (p) => text(p.manType)],
      ['nicestAboutMen', (p) => text(p.nicestAboutMen)],
      ['turnoff', (p) => text(p.turnoff)],
      ['sexualPreference', (p) => text(p.sexualPreference)],
      ['sexLocation', (p) => text(p.sexLocation)],
      ['sexPosition', (p) => text(p.sexPosition)],
      ['kinkyAttributes', (p) => texts(p.kinkyAttributes)],
    ],
  ],
  [
    'cam',
    [
      ['onlineState', (p) => term('onlineState', ['online', 'offline'], p.onlineState)],
      ['showType', (p) => texts(p.showType)],
      ['cybertoy', (p) => yesNo(p.cybertoy)],
      ['webcamming', (p) => text(p.webcamming)],
      ['rating', (p) => amount('values.rating', { value: p.rating })],
      ['firstCamSession', (p) => date(p.firstCamSession, false)],
      ['lastCamSession', (p) => date(p.lastCamSession, true)],
    ],
  ],
];

/**
 * The profile tab's sections with their facts, in display order, as of `now` (ms; the age
 * depends on it). A fact whose value is missing or empty is left out, and so is a section left
 * without facts: the visitor never sees a label with nothing after it. A `safe` site leaves out
 * the explicit facts (safe-view.ts).
 */
export function profileSections(performer: Performer, now: number, safe = false): ProfileSection[] {
  return SECTIONS.map(([id, fields]) => ({
    id,
    heading: `sections.${id}`,
    facts: fields.flatMap(([field, build]) => {
      if (safe && EXPLICIT_FIELDS.has(field)) return [];
      const value = build(performer, now);
      return value ? [{ field, label: `fields.${field}`, value }] : [];
    }),
  })).filter((section) => section.facts.length > 0);
}

/** Every field the profile tab can show, in order (for tests and documentation). */
export const PROFILE_FIELDS: readonly (keyof Performer)[] = SECTIONS.flatMap(([, fields]) =>
  fields.map(([field]) => field),
);
