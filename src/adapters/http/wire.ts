/**
 * Readers for response bodies. A 200 with a body of the wrong shape is a broken contract; these
 * throw, and the caller's error mapping turns that into ApiError('unexpected').
 */
export type WireObject = Record<string, unknown>;

export function asObject(data: unknown): WireObject {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new TypeError('response body is not an object');
  }
  return data as WireObject;
}

export function field<T>(data: unknown, key: string, check: (value: unknown) => value is T): T {
  const value = asObject(data)[key];
  if (!check(value)) throw new TypeError(`response field ${key} has the wrong type`);
  return value;
}

export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function isArray(value: unknown): value is unknown[] {
  return Array.isArray(value);
}
