import axios from 'axios';

/** A value that can travel in a query string: nested objects and arrays become bracketed keys. */
export type QueryValue =
  string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

/**
 * axios leaves an empty array out altogether, but here an empty list is a real criterion (no
 * favourites: no performers), so it becomes an empty value first and travels as `a=`.
 */
function emptyListsAsBlank(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? '' : value.map(emptyListsAsBlank);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, emptyListsAsBlank(item)]));
}

/** Brackets stay readable on the wire (`a[0]=x`); everything else is URL-encoded. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}

/**
 * Serialises query parameters the way SPEC §7 asks, with axios' own serialiser (already in the
 * HTTP chunk; qs would add its own dependencies to it): arrays with indexed brackets (`a[0]=x&a[1]=y`),
 * nested objects with named brackets (`filter[gender]=female`). null and undefined are left out, so
 * an unset filter never reaches the server as "undefined"; an empty array is sent as `a=`.
 */
export function serializeParams(params: Record<string, unknown>): string {
  const uri = axios.getUri({
    params: emptyListsAsBlank(params),
    paramsSerializer: { indexes: true, encode },
  });
  return uri.slice(uri.indexOf('?') + 1);
}
