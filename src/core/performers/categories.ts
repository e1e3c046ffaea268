import type { PerformerQuery } from './performer.model';

/** Category pages of SPEC §2: slugs and their preset filters. Active only with the categories feature. */
export const CATEGORY_SLUGS = [
  'nederlands',
  'studentes',
  'oud',
  'mannen',
  'koppels',
  'nieuw',
  'waardering',
  'bellen',
  'dating',
  'blond',
  'slank',
  'dik',
  'ebony',
  'asian',
  'kinky',
  'borsten',
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** Preset filters of the categories that have one (SPEC §2). */
export const CATEGORY_PRESETS: Partial<Record<CategorySlug, PerformerQuery>> = {
  studentes: { ageMin: 18, ageMax: 24 },
  oud: { ageMin: 50, ageMax: 100 },
  blond: { hairColor: ['blonde'] },
  slank: { physique: ['slim'] },
  dik: { physique: ['plus'] },
  ebony: { ethnicity: ['ebony'] },
  asian: { ethnicity: ['asian'] },
  borsten: { breastSize: [3] },
};

/** True for one of the category slugs. */
export function isCategorySlug(value: string): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value);
}
