/** An expected outcome: a value, or a typed failure the caller must handle. */
export type Result<T, E extends { kind: string }> = { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail<E extends { kind: string }>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}
