import type { PerformerFilters } from './performer.model';
import { CATEGORY_PRESETS, type CategorySlug } from './categories';

/** The performer grids of SPEC §2: home, sub-lists, favourites and categories. */
export type GridKind = 'home' | 'newCams' | 'free' | 'toy' | 'favourites' | 'category';

/** How far back a first cam session makes a performer new (the new cams list). */
export const NEW_CAM_DAYS = 60;
const DAY_MS = 86_400_000;

/**
 * Categories whose preset the spec does not give but whose name says it: men, couples, Dutch
 * speakers and new performers. The rest (bellen, dating, waardering, kinky) show every performer
 * under their own title and text.
 */
const NAMED_PRESETS: Partial<Record<CategorySlug, PerformerFilters>> = {
  mannen: { gender: 'male' },
  koppels: { gender: 'couple' },
  nederlands: { language: ['Dutch'] },
};

export interface GridContext {
  /** The member's favourite performer ids (empty for a guest). */
  favourites: readonly number[];
  category?: CategorySlug;
  /** The current time, for the new cams list. */
  now: number;
}

function newCams(now: number): PerformerFilters {
  return { firstCamAfter: new Date(now - NEW_CAM_DAYS * DAY_MS).toISOString() };
}

/** The filters that make a grid what it is, before the visitor's own filters are added. */
export function gridFilters(kind: GridKind, context: GridContext): PerformerFilters {
  switch (kind) {
    case 'home':
      return {};
    case 'newCams':
      return newCams(context.now);
    case 'free':
      return { free: true };
    case 'toy':
      return { cybertoy: true };
    case 'favourites':
      // An explicit empty list: a member without favourites sees none, not everybody.
      return { ids: [...context.favourites] };
    case 'category': {
      const slug = context.category;
      if (!slug) return {};
      if (slug === 'nieuw') return newCams(context.now);
      return { ...(CATEGORY_PRESETS[slug] ?? NAMED_PRESETS[slug] ?? {}) };
    }
  }
}

/** The page number asked for in a grid's query (`?page=3`): a whole number from 1, else 1. */
export function requestedPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
