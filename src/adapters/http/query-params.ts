import { stringify } from 'qs';

/** A value that can travel in a query string: nested objects and arrays become bracketed keys. */
export type QueryValue =
  string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

/**
 * qs leaves an empty array out altogether, but here an empty list is a real criterion (no
 * favourites: no performers), so it becomes an empty value first and travels as `a=`.
 */
function emptyListsAsBlank(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? '' : value.map(emptyListsAsBlank);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, emptyListsAsBlank(item)]));
}

/**
 * Serialises query parameters the way SPEC §7 asks: arrays with indexed brackets (`a[0]=x&a[1]=y`),
 * nested objects with named brackets (`filter[gender]=female`), brackets left readable and values
 * URL-encoded. null and undefined are left out, so an unset filter never reaches the server as
 * "undefined"; an empty array is sent as `a=`.
 */
export function serializeParams(params: Record<string, unknown>): string {
  return stringify(emptyListsAsBlank(params), {
    arrayFormat: 'indices',
    encodeValuesOnly: true,
    skipNulls: true,
  });
}
