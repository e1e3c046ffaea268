import { KEPT_QUERY_KEYS } from './constants.model';

/** Query-string helpers for own-site URLs (SPEC §2 kept query parameters), by URLSearchParams. */

export type QueryPairs = [key: string, value: string][];

/** Parses 'a=1&b=2' (with or without '?') into ordered pairs. */
export function parseQuery(query: string): QueryPairs {
  return [...new URLSearchParams(query)];
}

/** Builds '?a=1&b=2' from pairs, or '' when there are none. */
export function buildQuery(pairs: QueryPairs): string {
  return pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`;
}

/** The first value of a key, or null. */
export function queryValue(pairs: QueryPairs, key: string): string | null {
  return pairs.find(([name]) => name === key)?.[1] ?? null;
}

/** Only the parameters kept on navigation: p, pi, click_id, offer_id, splash6. */
export function keptQuery(pairs: QueryPairs): QueryPairs {
  return pairs.filter(([key]) => (KEPT_QUERY_KEYS as readonly string[]).includes(key));
}

/** `url` with `pairs` added to its query ('?' or '&', as it needs), before any fragment. */
export function withQuery(url: string, pairs: QueryPairs): string {
  if (pairs.length === 0) return url;
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const joiner = !beforeHash.includes('?') ? '?' : /[?&]$/.test(beforeHash) ? '' : '&';
  return `${beforeHash}${joiner}${buildQuery(pairs).slice(1)}${hash}`;
}

/** Splits a request URL into its path and query pairs; a fragment is dropped. */
export function splitUrl(url: string): { path: string; query: QueryPairs } {
  const withoutHash = url.split('#')[0] ?? '';
  const at = withoutHash.indexOf('?');
  const path = at < 0 ? withoutHash : withoutHash.slice(0, at);
  return { path: path === '' ? '/' : path, query: at < 0 ? [] : parseQuery(withoutHash.slice(at + 1)) };
}
