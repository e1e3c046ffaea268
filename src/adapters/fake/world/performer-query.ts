import type {
  Language,
  Performer,
  PerformerQuery,
  PerformerSummary,
} from '../../../core/performers/performer.model';
import { isFree } from './online-schedule';

/** The language each locale ranks first (SPEC §7: performers speaking the visitor's language first). */
export const LOCALE_LANGUAGE: Record<string, Language> = {
  nl: 'Dutch',
  be: 'Dutch',
  en: 'English',
  de: 'German',
};

/** Whether a nullable measure lies within optional inclusive bounds; a missing measure fails any bound. */
function inRange(value: number | null, min: number | undefined, max: number | undefined): boolean {
  if (min === undefined && max === undefined) return true;
  return value !== null && (min === undefined || value >= min) && (max === undefined || value <= max);
}

function inList<T>(list: readonly T[] | undefined, value: T): boolean {
  return !list || list.length === 0 || list.includes(value);
}

/**
 * The filters of a query as one test, for every performer of a search: the name prefix is
 * normalised and the id lists become sets once per query rather than once per performer.
 */
export function queryMatcher(query: PerformerQuery): (performer: Performer) => boolean {
  const prefix = query.username?.trim().toLowerCase();
  // An explicit empty id list (a member without favourites) matches nobody.
  const ids = query.ids === undefined ? undefined : new Set(query.ids);
  const exclude = new Set(query.exclude ?? []);
  const genders = query.gender === undefined ? undefined : [query.gender].flat();
  const firstCamAfter = query.firstCamAfter === undefined ? undefined : Date.parse(query.firstCamAfter);
  return (performer) =>
    inList(genders, performer.gender) &&
    (query.ageMin === undefined || performer.age >= query.ageMin) &&
    (query.ageMax === undefined || performer.age <= query.ageMax) &&
    inList(query.hairColor, performer.hairColor) &&
    inList(query.ethnicity, performer.ethnicity) &&
    inList(query.physique, performer.physique) &&
    inList(query.breastSize, performer.breastSize) &&
    (!query.language?.length || query.language.some((language) => performer.languages.includes(language))) &&
    (query.cybertoy === undefined || performer.cybertoy === query.cybertoy) &&
    (query.free === undefined || isFree(performer.onlineStatus) === query.free) &&
    inRange(performer.penisSize, query.penisSizeMin, query.penisSizeMax) &&
    (query.shaved === undefined || performer.shaved === query.shaved) &&
    (query.piercings === undefined || performer.piercings === query.piercings) &&
    (firstCamAfter === undefined || Date.parse(performer.firstCamSession) >= firstCamAfter) &&
    (ids === undefined || ids.has(performer.id)) &&
    !exclude.has(performer.id) &&
    (!prefix || performer.username.toLowerCase().startsWith(prefix));
}

/** Whether a performer passes every filter the query sets (unset and empty ones pass; empty `ids` none). */
export function matchesQuery(query: PerformerQuery, performer: Performer): boolean {
  return queryMatcher(query)(performer);
}

/** The language a locale ranks first, if any: own keys only, so `constructor` is as unknown as `xx`. */
export function localeLanguage(locale: string | undefined): Language | undefined {
  const key = locale ?? 'nl';
  return Object.hasOwn(LOCALE_LANGUAGE, key) ? LOCALE_LANGUAGE[key] : undefined;
}

/**
 * The ordering of SPEC §7: free chat first; then online before offline, offline ones by last cam
 * session (most recent first); then performers speaking the locale's language; then rating
 * (highest first). The id breaks remaining ties so pages never overlap.
 */
export function performerOrder(locale: string | undefined): (a: Performer, b: Performer) => number {
  return orderForLanguage(localeLanguage(locale));
}

/** The order of {@link performerOrder} for the locale's language. */
export function orderForLanguage(language: Language | undefined): (a: Performer, b: Performer) => number {
  const lastCam = (p: Performer) => (p.onlineStatus === 0 ? Date.parse(p.lastCamSession) : Infinity);
  const speaks = (p: Performer) => (language && p.languages.includes(language) ? 1 : 0);
  return (a, b) =>
    Number(isFree(b.onlineStatus)) - Number(isFree(a.onlineStatus)) ||
    Number(b.onlineStatus !== 0) - Number(a.onlineStatus !== 0) ||
    (a.onlineStatus === 0 && b.onlineStatus === 0 ? lastCam(b) - lastCam(a) : 0) ||
    speaks(b) - speaks(a) ||
    b.rating - a.rating ||
    a.id - b.id;
}

export function toSummary(performer: Performer): PerformerSummary {
  const { id, username, age, snapshot, nonude, onlineState, onlineStatus, rating, cybertoy, languages } =
    performer;
  return {
    id,
    username,
    age,
    snapshot,
    nonude,
    onlineState,
    onlineStatus,
    rating,
    cybertoy,
    languages: [...languages],
  };
}
