import { validationError } from './sandbox-errors';
import type { Json } from './sandbox-input';

type Node = string | Node[] | { [key: string]: Node };

const MAX_DEPTH = 4;
const MAX_INDEX = 1000;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function keyPath(raw: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(raw);
  if (!match) throw validationError(`bad query key ${raw}`);
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  if (rest.length > MAX_DEPTH) throw validationError(`query key ${raw} is nested too deep`);
  const path = [match[1] ?? '', ...rest];
  // Plain objects hold the result: these names would reach Object.prototype.
  if (path.some((key) => FORBIDDEN_KEYS.has(key))) throw validationError(`bad query key ${raw}`);
  return path;
}

function setPath(target: Record<string, Node>, path: string[], value: string): void {
  let node: Record<string, Node> = target;
  path.forEach((key, depth) => {
    if (depth === path.length - 1) {
      node[key] = value;
      return;
    }
    const existing = node[key];
    if (typeof existing === 'string')
      throw validationError(`query key ${path.join('.')} is both value and list`);
    const child = existing ?? {};
    node[key] = child;
    node = child as Record<string, Node>;
  });
}

/** Objects whose keys are exactly 0..n-1 were written as indexed arrays (`a[0]=x&a[1]=y`). */
function toArrays(node: Node): Node {
  if (typeof node === 'string' || Array.isArray(node)) return node;
  const keys = Object.keys(node);
  const converted = Object.fromEntries(keys.map((key) => [key, toArrays(node[key] as Node)]));
  const indexed = keys.length > 0 && keys.every((key) => /^\d+$/.test(key) && Number(key) < MAX_INDEX);
  if (!indexed) return converted;
  const list: Node[] = [];
  for (const key of keys.map(Number).sort((a, b) => a - b)) {
    if (key !== list.length) throw validationError('query array indexes must run 0, 1, 2, ...');
    list.push(converted[String(key)] as Node);
  }
  return list;
}

/**
 * Parses a query string with bracketed keys (`filter[hairColor][0]=blonde&page=1`) into nested
 * objects and arrays. Repeated plain keys keep the last value; a broken key is a validation error.
 */
export function parseQuery(url: string): Json {
  const search = new URL(url, 'http://sandbox.invalid').searchParams;
  const result: Record<string, Node> = {};
  for (const [raw, value] of search) setPath(result, keyPath(raw), value);
  return toArrays(result) as Json;
}
