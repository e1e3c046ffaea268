import {
  AGE_BUCKETS,
  FILTER_SECTIONS,
  FILTER_VALUES,
  FILTER_VERSION,
  PENIS_SIZE_BUCKETS,
  type Filter,
  type FilterKey,
  type FilterSelection,
  type FilterValue,
} from './filter.model';
import type { PerformerFilters } from './performer.model';

/** Choosing performer filters (SPEC §2 filters drawer, §3 Filter, §5 "an empty value removes it"). */

/** The grid's base filter (SPEC §7: gender female); a gender the visitor chooses replaces it. */
export const BASE_FILTER: PerformerFilters = { gender: 'female' };

export function isFilterKey(value: unknown): value is FilterKey {
  return typeof value === 'string' && Object.hasOwn(FILTER_VALUES, value);
}

export function isFilterValue<K extends FilterKey>(key: K, value: unknown): value is FilterValue<K> {
  return (FILTER_VALUES[key] as readonly unknown[]).includes(value);
}

/** The choice `value` of `key` with its section and id. */
export function filterOf<K extends FilterKey>(key: K, value: FilterValue<K>): Filter {
  const section = FILTER_SECTIONS.find((candidate) => candidate.keys.includes(key))?.section ?? 'appearance';
  return { filter: `${key}:${value}`, key, value, section };
}

/**
 * Sets the values of one key. An empty value (or list) removes the key; values the key does not
 * have are dropped, the rest kept once each in the drawer's order. Returns a new selection.
 */
export function setFilter<K extends FilterKey>(
  selection: FilterSelection,
  key: K,
  value: string | readonly string[],
): FilterSelection {
  const wanted = new Set<string>(typeof value === 'string' ? [value] : value);
  const values = (FILTER_VALUES[key] as readonly FilterValue<K>[]).filter((item) => wanted.has(item));
  const next: FilterSelection = { ...selection };
  if (values.length === 0) delete next[key];
  else (next as Record<K, FilterValue<K>[]>)[key] = values;
  return next;
}

export function isSelected(selection: FilterSelection, key: FilterKey, value: string): boolean {
  return (selection[key] as readonly string[] | undefined)?.includes(value) ?? false;
}

/** Adds the value to its key's choice, or takes it out when it is there already. */
export function toggleFilter(selection: FilterSelection, key: FilterKey, value: string): FilterSelection {
  const current: readonly string[] = selection[key] ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return setFilter(selection, key, next);
}

/** One chip per chosen value, in the drawer's order (SPEC §3: chips keyed by key). */
export function filterChips(selection: FilterSelection): Filter[] {
  return FILTER_SECTIONS.flatMap(({ keys }) =>
    keys.flatMap((key) =>
      (FILTER_VALUES[key] as readonly FilterValue[])
        .filter((value) => isSelected(selection, key, value))
        .map((value) => filterOf(key, value as FilterValue<typeof key>)),
    ),
  );
}

/** How many values are chosen (the number on the filters button). */
export function selectedCount(selection: FilterSelection): number {
  return Object.values(selection).reduce((count, values) => count + (values?.length ?? 0), 0);
}

/** The smallest range covering every chosen bucket; null when none is chosen. */
function span(ranges: readonly (readonly [number, number])[] | undefined): [number, number] | null {
  if (!ranges || ranges.length === 0) return null;
  return [Math.min(...ranges.map(([min]) => min)), Math.max(...ranges.map(([, max]) => max))];
}

function yesFilters(selection: FilterSelection): PerformerFilters {
  const popular = selection.popular ?? [];
  const body = selection.body ?? [];
  const query: PerformerFilters = {};
  if (popular.includes('free')) query.free = true;
  if (popular.includes('toy')) query.cybertoy = true;
  if (body.includes('shaved')) query.shaved = true;
  if (body.includes('piercings')) query.piercings = true;
  return query;
}

function rangeFilters(selection: FilterSelection): PerformerFilters {
  const query: PerformerFilters = {};
  const age = span(selection.age?.map((bucket) => AGE_BUCKETS[bucket]));
  if (age) [query.ageMin, query.ageMax] = age;
  const penis = span(selection.penisSize?.map((bucket) => PENIS_SIZE_BUCKETS[bucket]));
  if (penis) [query.penisSizeMin, query.penisSizeMax] = penis;
  return query;
}

/**
 * The performer criteria of a selection. Age and penis size buckets become one range covering all
 * chosen buckets (18-24 with 50-100 asks 18 to 100); every other key lists its values.
 */
export function filtersToQuery(selection: FilterSelection): PerformerFilters {
  const lists: PerformerFilters = {
    gender: selection.gender && [...selection.gender],
    language: selection.language && [...selection.language],
    breastSize: selection.breastSize?.map(Number),
    hairColor: selection.hairColor && [...selection.hairColor],
    ethnicity: selection.ethnicity && [...selection.ethnicity],
    physique: selection.physique && [...selection.physique],
  };
  return definedOnly({ ...yesFilters(selection), ...rangeFilters(selection), ...lists });
}

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** The grid's criteria: the base filter, with whatever the filters set in its place. */
export function withBaseFilter(filters: PerformerFilters | undefined): PerformerFilters {
  return { ...BASE_FILTER, ...definedOnly(filters ?? {}) };
}

/** The stored form of a selection: JSON with the filter version (docs/decisions.md, 37). */
export function encodeFilters(selection: FilterSelection): string {
  return JSON.stringify({ version: FILTER_VERSION, selected: selection });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A stored selection read back. Null when nothing is stored, the JSON is unreadable or the
 * version is another; unknown keys and values are dropped.
 */
export function decodeFilters(stored: string | null): FilterSelection | null {
  if (stored === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.version !== FILTER_VERSION || !isRecord(parsed.selected)) return null;
  let selection: FilterSelection = {};
  for (const [key, values] of Object.entries(parsed.selected)) {
    if (!isFilterKey(key) || !Array.isArray(values)) continue;
    selection = setFilter(
      selection,
      key,
      values.filter((item) => typeof item === 'string'),
    );
  }
  return selection;
}
