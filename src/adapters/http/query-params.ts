/** A value that can travel in a query string: nested objects and arrays become bracketed keys. */
export type QueryValue =
  string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

/** Brackets stay readable on the wire (`a[0]=x`), as axios itself leaves them. */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}

function append(parts: string[], key: string, value: QueryValue): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    // An empty list is a real criterion (no favourites: no performers), so it travels as `a=`.
    if (value.length === 0) parts.push(`${encodeKey(key)}=`);
    value.forEach((item, index) => append(parts, `${key}[${index}]`, item));
    return;
  }
  if (typeof value === 'object') {
    for (const [child, item] of Object.entries(value)) append(parts, `${key}[${child}]`, item);
    return;
  }
  parts.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`);
}

/**
 * Serialises query parameters the way SPEC §7 asks: arrays with indexed brackets (`a[0]=x&a[1]=y`),
 * nested objects with named brackets (`filter[gender]=female`). null and undefined are left out, so
 * an unset filter never reaches the server as "undefined"; an empty array is sent as `a=`.
 */
export function serializeParams(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) append(parts, key, value as QueryValue);
  return parts.join('&');
}
