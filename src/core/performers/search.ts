import { LIMITS } from '../common/constants.model';

/** Performer search of SPEC §5. */

/** Reset the list, or filter it locally by the query and, when `remote`, also ask the server. */
export type SearchPlan = { kind: 'reset' } | { kind: 'filter'; query: string; remote: boolean };

function startsWith(name: string, query: string): boolean {
  return name.toLowerCase().startsWith(query.toLowerCase());
}

/** Local filter: a case-insensitive prefix match on username; an empty query returns every item. */
export function filterByUsername<T extends { username: string }>(items: readonly T[], query: string): T[] {
  const text = query.trim();
  return text === '' ? [...items] : items.filter((item) => startsWith(item.username, text));
}

/** True when remote autocomplete should run: the trimmed query is longer than 2 characters. */
export function shouldAutocomplete(query: string): boolean {
  return query.trim().length > LIMITS.autocompleteMinExclusive;
}

/**
 * What a query change does: an empty query resets the list; any other query filters locally, and
 * one longer than 2 characters also asks the server (autocomplete).
 */
export function searchPlan(query: string): SearchPlan {
  const text = query.trim();
  if (text === '') return { kind: 'reset' };
  return { kind: 'filter', query: text, remote: shouldAutocomplete(text) };
}

/** Remote results kept: those whose username starts with the query (case-insensitive). */
export function filterAutocomplete<T extends { username: string }>(
  results: readonly T[],
  query: string,
): T[] {
  const text = query.trim();
  return results.filter((item) => startsWith(item.username, text));
}
