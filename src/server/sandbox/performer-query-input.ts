import {
  ETHNICITIES,
  GENDERS,
  HAIR_COLORS,
  LANGUAGES,
  PHYSIQUES,
  type PerformerQuery,
} from '../../core/performers/performer.model';
import { validationError } from './sandbox-errors';
import { optBool, optInt, optString, reqObject, type Json } from './sandbox-input';

function optList<T extends string | number>(
  source: Json,
  key: string,
  accept: (item: unknown) => item is T,
): T[] | undefined {
  const value = source[key];
  if (value === undefined) return undefined;
  if (value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  const converted = list.map((item) =>
    typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item,
  );
  if (!converted.every(accept)) throw validationError(`${key} has a value out of range`);
  return converted;
}

function oneOf<T extends string>(values: readonly T[]) {
  return (item: unknown): item is T =>
    typeof item === 'string' && (values as readonly string[]).includes(item);
}

function isId(item: unknown): item is number {
  return typeof item === 'number' && Number.isSafeInteger(item);
}

/** An ISO moment, such as `2026-09-24T00:00:00.000Z`; anything Date cannot read is refused. */
function optMoment(source: Json, key: string): string | undefined {
  const value = optString(source, key, 40);
  if (value !== undefined && Number.isNaN(Date.parse(value))) throw validationError(`${key} is not a date`);
  return value;
}

function definedOnly(query: PerformerQuery): PerformerQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as PerformerQuery;
}

/** `filter[...]` of user/find and user/count, typed and range-checked (wire format in docs/api.md). */
export function performerQueryFromWire(query: Json): PerformerQuery {
  const filter = query.filter === undefined ? {} : reqObject(query, 'filter');
  return definedOnly({
    // One gender (`filter[gender]=female`) or several (`filter[gender][0]=male&...`).
    gender: optList(filter, 'gender', oneOf(GENDERS)),
    ageMin: optInt(filter, 'ageMin'),
    ageMax: optInt(filter, 'ageMax'),
    hairColor: optList(filter, 'hairColor', oneOf(HAIR_COLORS)),
    ethnicity: optList(filter, 'ethnicity', oneOf(ETHNICITIES)),
    physique: optList(filter, 'physique', oneOf(PHYSIQUES)),
    breastSize: optList(filter, 'breastSize', isId),
    language: optList(filter, 'language', oneOf(LANGUAGES)),
    cybertoy: optBool(filter, 'cybertoy'),
    free: optBool(filter, 'free'),
    penisSizeMin: optInt(filter, 'penisSizeMin'),
    penisSizeMax: optInt(filter, 'penisSizeMax'),
    shaved: optBool(filter, 'shaved'),
    piercings: optBool(filter, 'piercings'),
    firstCamAfter: optMoment(filter, 'firstCamAfter'),
    ids: optList(filter, 'ids', isId),
    exclude: optList(filter, 'exclude', isId),
    username: optString(filter, 'username', 100),
    locale: optString(filter, 'locale', 10),
    page: optInt(query, 'page'),
    limit: optInt(query, 'limit'),
  });
}
