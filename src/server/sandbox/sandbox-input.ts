import type { Context } from 'hono';
import { validationError } from './sandbox-errors';

export type Json = Record<string, unknown>;

/** The JSON object body of a request; anything else (no body, bad JSON, an array) is a validation error. */
export async function jsonBody(c: Context): Promise<Json> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw validationError('body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw validationError('body must be a JSON object');
  }
  return parsed as Json;
}

export function reqString(source: Json, key: string, max = 1000): string {
  const value = source[key];
  if (typeof value !== 'string' || value.length > max) throw validationError(`${key} must be a string`);
  return value;
}

export function optString(source: Json, key: string, max = 1000): string | undefined {
  return source[key] === undefined || source[key] === null ? undefined : reqString(source, key, max);
}

export function reqInt(source: Json, key: string): number {
  const value = source[key];
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number))
    throw validationError(`${key} must be an integer`);
  return number;
}

export function optInt(source: Json, key: string): number | undefined {
  return source[key] === undefined || source[key] === '' ? undefined : reqInt(source, key);
}

export function reqBool(source: Json, key: string): boolean {
  const value = source[key];
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw validationError(`${key} must be a boolean`);
}

export function optBool(source: Json, key: string): boolean | undefined {
  return source[key] === undefined ? undefined : reqBool(source, key);
}

export function reqObject(source: Json, key: string): Json {
  const value = source[key];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw validationError(`${key} must be an object`);
  }
  return value as Json;
}

/** A map of string values (route parameters, registration meta). */
export function stringMap(source: Json, key: string): Record<string, string> {
  const value = source[key] === undefined ? {} : reqObject(source, key);
  const result: Record<string, string> = {};
  for (const [name, item] of Object.entries(value)) {
    if (typeof item !== 'string') throw validationError(`${key}.${name} must be a string`);
    result[name] = item;
  }
  return result;
}

/** A route parameter that must be a whole number. */
export function intParam(c: Context, name: string): number {
  return reqInt({ [name]: c.req.param(name) }, name);
}

/** A route parameter as text (at most 200 characters). */
export function strParam(c: Context, name: string): string {
  return reqString({ [name]: c.req.param(name) }, name, 200);
}
