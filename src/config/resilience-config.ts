/**
 * How long the server waits for a slow backend (ASVS V16.5, docs/decisions.md, 19 "Timeouts,
 * render deadlines and degradation"): every backend call of a server render gives up after
 * BACKEND_TIMEOUT_MS and counts as a network failure; a page renders what it has after
 * RENDER_DEADLINE_MS, counted from the request's start. The browser keeps the HTTP adapters'
 * longer default: a visitor who clicks "try again" is willing to wait.
 */
export interface ResilienceConfig {
  backendTimeoutMs: number;
  renderDeadlineMs: number;
}

export const DEFAULT_RESILIENCE: ResilienceConfig = { backendTimeoutMs: 2500, renderDeadlineMs: 3000 };

function milliseconds(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) {
    throw new Error(`${name} must be a whole number of milliseconds above 0, not "${value}"`);
  }
  return number;
}

/** Reads BACKEND_TIMEOUT_MS and RENDER_DEADLINE_MS; a value that is not a positive whole number stops the start. */
export function resilienceFromEnv(env: Record<string, string | undefined>): ResilienceConfig {
  return {
    backendTimeoutMs: milliseconds(
      env.BACKEND_TIMEOUT_MS,
      'BACKEND_TIMEOUT_MS',
      DEFAULT_RESILIENCE.backendTimeoutMs,
    ),
    renderDeadlineMs: milliseconds(
      env.RENDER_DEADLINE_MS,
      'RENDER_DEADLINE_MS',
      DEFAULT_RESILIENCE.renderDeadlineMs,
    ),
  };
}
