import { parse } from 'qs';
import { validationError } from './sandbox-errors';
import type { Json } from './sandbox-input';

/**
 * Limits on what a query can make the server build: keys at most 4 brackets deep, array indexes
 * below 1000, at most 1000 parameters. Past them qs throws instead of quietly building a huge
 * or deep object (or turning the excess into plain keys), and the request is a validation error.
 */
const LIMITS = {
  depth: 4,
  strictDepth: true,
  arrayLimit: 1000,
  parameterLimit: 1000,
  throwOnLimitExceeded: true,
} as const;

// qs drops these silently; the wire refuses them, so a probe gets a 400 rather than a quiet 200.
const FORBIDDEN_KEY = /(^|\[)(__proto__|constructor|prototype)(\]|$)/;

/** Indexes must run 0, 1, 2, ...: qs keeps the gaps (allowSparse) so that a gap can be refused. */
function refuseGaps(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node) && Object.keys(node).length !== node.length) {
    throw validationError('query array indexes must run 0, 1, 2, ...');
  }
  Object.values(node).forEach(refuseGaps);
}

/** The base a path-only url is read against (the tests pass paths). */
const BASE = 'http://sandbox.invalid';

/**
 * The query of a url with plain keys only (`username=zoe&page=2`), by URLSearchParams, as the
 * typed readers of sandbox-input.ts take it: of a repeated key the last value counts.
 */
export function plainQuery(url: string): Json {
  return Object.fromEntries(new URL(url, BASE).searchParams);
}

/**
 * The query of user/find and user/count, whose filter has bracketed keys
 * (`filter[hairColor][0]=blonde&page=1`), by qs into nested objects and arrays. Repeated plain
 * keys keep the last value; a broken key is a validation error.
 */
export function bracketedQuery(url: string): Json {
  const search = new URL(url, BASE).search;
  for (const key of new URLSearchParams(search).keys()) {
    if (FORBIDDEN_KEY.test(key)) throw validationError(`bad query key ${key}`);
  }
  let query: Json;
  try {
    query = parse(search, { ...LIMITS, ignoreQueryPrefix: true, allowSparse: true, duplicates: 'last' });
  } catch (error) {
    if (error instanceof RangeError) throw validationError(`query over its limits: ${error.message}`);
    throw error;
  }
  refuseGaps(query);
  return query;
}
