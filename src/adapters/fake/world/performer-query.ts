import type { Language, Performer, PerformerQuery, PerformerSummary } from '../../../core/model/performer';
import { isFree } from './online-schedule';

/** The language each locale ranks first (SPEC §7: performers speaking the visitor's language first). */
export const LOCALE_LANGUAGE: Record<string, Language> = {
  nl: 'Dutch',
  be: 'Dutch',
  en: 'English',
  de: 'German',
};

function inList<T>(list: readonly T[] | undefined, value: T): boolean {
  return !list || list.length === 0 || list.includes(value);
}

/** Whether a performer passes every filter the query sets (unset and empty filters pass). */
export function matchesQuery(query: PerformerQuery, performer: Performer): boolean {
  const prefix = query.username?.trim().toLowerCase();
  return (
    (!query.gender || performer.gender === query.gender) &&
    (query.ageMin === undefined || performer.age >= query.ageMin) &&
    (query.ageMax === undefined || performer.age <= query.ageMax) &&
    inList(query.hairColor, performer.hairColor) &&
    inList(query.ethnicity, performer.ethnicity) &&
    inList(query.physique, performer.physique) &&
    inList(query.breastSize, performer.breastSize) &&
    (!query.language?.length || query.language.some((language) => performer.languages.includes(language))) &&
    (query.cybertoy === undefined || performer.cybertoy === query.cybertoy) &&
    (query.free === undefined || isFree(performer.onlineStatus) === query.free) &&
    // An explicit empty id list (a member without favourites) matches nobody.
    (query.ids === undefined || query.ids.includes(performer.id)) &&
    !(query.exclude ?? []).includes(performer.id) &&
    (!prefix || performer.username.toLowerCase().startsWith(prefix))
  );
}

/**
 * The ordering of SPEC §7: free chat first; then online before offline, offline ones by last cam
 * session (most recent first); then performers speaking the locale's language; then rating
 * (highest first). The id breaks remaining ties so pages never overlap.
 */
export function performerOrder(locale: string | undefined): (a: Performer, b: Performer) => number {
  const language = LOCALE_LANGUAGE[locale ?? 'nl'];
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
