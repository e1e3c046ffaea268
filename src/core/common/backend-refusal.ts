import { isApiError } from './api-error.model';

/**
 * What a backend's 4xx answer to a request for one thing means for the page that asked: never an
 * outage, since nothing is down and asking again gets the same answer.
 * - `notFound`: the request names nothing the backend will give (400 for a name over its limit,
 *   404, 410, 414, 422, and any other 4xx): for a visitor, the page does not exist.
 * - `refused`: the backend refused the site itself (401 or 403: its key; 407; 408, 429: its
 *   traffic), which no visitor can mend: the site's own error, logged.
 */
export type BackendRefusal = 'notFound' | 'refused';

const REFUSALS_OF_THE_SITE: ReadonlySet<number> = new Set([401, 403, 407, 408, 429]);

/** The refusal a failure is, or null for anything else (a 5xx, no answer, a bug). */
export function backendRefusal(error: unknown): BackendRefusal | null {
  if (!isApiError(error) || error.status < 400 || error.status > 499) return null;
  return REFUSALS_OF_THE_SITE.has(error.status) ? 'refused' : 'notFound';
}
