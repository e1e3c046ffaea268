import { ETHNICITIES, GENDERS, HAIR_COLORS, LANGUAGES, PHYSIQUES } from './performer.model';

/** The performer filters of SPEC §2 (filters drawer) and §3 (Filter, persisted client state). */

/** Stored with the selection (SPEC §3 "filter cookie version"): a selection of another version is dropped. */
export const FILTER_VERSION = '20220913A';
/** Local storage key of the applied selection (SPEC §3). */
export const FILTER_STORAGE_KEY = 'filters:selected';

/** Age buckets of SPEC §2, inclusive years. */
export const AGE_BUCKETS = {
  '18-24': [18, 24],
  '24-30': [24, 30],
  '30-50': [30, 50],
  '50-100': [50, 100],
} as const;

/** Penis size buckets in cm, inclusive (not in the spec: whole centimetres, ranges that do not overlap). */
export const PENIS_SIZE_BUCKETS = {
  small: [0, 14],
  medium: [15, 18],
  large: [19, 99],
} as const;

/**
 * Every filter key and its values, in the drawer's order. `popular` and `body` gather yes-only
 * criteria (free chat, toy; shaved, piercings) so each value is one check box.
 */
export const FILTER_VALUES = {
  popular: ['free', 'toy'],
  gender: GENDERS,
  age: ['18-24', '24-30', '30-50', '50-100'],
  language: LANGUAGES,
  breastSize: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
  hairColor: HAIR_COLORS,
  ethnicity: ETHNICITIES,
  physique: PHYSIQUES,
  penisSize: ['small', 'medium', 'large'],
  body: ['shaved', 'piercings'],
} as const satisfies Record<string, readonly string[]>;

export type FilterKey = keyof typeof FILTER_VALUES;
export type FilterValue<K extends FilterKey = FilterKey> = (typeof FILTER_VALUES)[K][number];

export const FILTER_KEYS = Object.keys(FILTER_VALUES) as FilterKey[];

export type FilterSection = 'popular' | 'gender' | 'age' | 'language' | 'appearance';

/**
 * The drawer's sections and the keys each shows. SPEC §2 names the sections age, language and
 * appearance (breastSize, hairColor, ethnicity), and a list of recommended filters: popular,
 * gender, age, language, appearance (ethnicity, hair colour, physique, breast size, penis size,
 * shaved, piercings). Both are one drawer here, so no choice has two controls: the recommended
 * filters missing from the sections join them (docs/decisions.md, 37).
 */
export const FILTER_SECTIONS: readonly { section: FilterSection; keys: readonly FilterKey[] }[] = [
  { section: 'popular', keys: ['popular'] },
  { section: 'gender', keys: ['gender'] },
  { section: 'age', keys: ['age'] },
  { section: 'language', keys: ['language'] },
  {
    section: 'appearance',
    keys: ['breastSize', 'hairColor', 'ethnicity', 'physique', 'penisSize', 'body'],
  },
];

/**
 * One choice (SPEC §3 Filter: filter, key, value, group/section). `key` is its group, `value` the
 * choice within it, `filter` the two as one id (`hairColor:blonde`).
 */
export interface Filter {
  filter: string;
  key: FilterKey;
  value: FilterValue;
  section: FilterSection;
}

/** The chosen values per key, each list in the drawer's order; a key without values is absent. */
export type FilterSelection = { [K in FilterKey]?: FilterValue<K>[] };
