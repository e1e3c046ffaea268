import { isApiError, type ApiError } from './api-error.model';
import { fail, ok, type Result } from './result.model';

/**
 * What an expected backend failure becomes: its typed failure, by the server's label (SPEC §8), or
 * made from the error when its body says more than the label (a spending limit's period).
 */
export type LabelMap<E extends { kind: string }> = Readonly<Record<string, E | ((error: ApiError) => E)>>;

/**
 * Makes one port call and turns the expected failures into typed results: an ApiError whose label
 * is in `labels` becomes that failure; anything else (a network failure, an unknown label, a bug)
 * is thrown again, because only the unexpected throws.
 */
export async function attempt<T, E extends { kind: string }>(
  call: () => Promise<T>,
  labels: LabelMap<E>,
): Promise<Result<T, E>> {
  try {
    return ok(await call());
  } catch (error) {
    // Own keys only: a label such as 'constructor' must not match what every object inherits.
    const expected =
      isApiError(error) && Object.hasOwn(labels, error.label) ? labels[error.label] : undefined;
    if (typeof expected === 'function') return fail(expected(error as ApiError));
    if (expected) return fail(expected);
    throw error;
  }
}
