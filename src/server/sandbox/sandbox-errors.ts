import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, ERROR_LABELS, isApiError } from '../../core/common/api-error.model';

/** A malformed request: wrong JSON, a missing field or a field of the wrong type. */
export function validationError(message: string): ApiError {
  return new ApiError(ERROR_LABELS.validation, 400, message);
}

/** The error's own status when it is an error status; otherwise one derived from the label. */
function statusOf(error: ApiError): ContentfulStatusCode {
  if (error.status >= 400 && error.status <= 599) return error.status as ContentfulStatusCode;
  if (error.label.startsWith('badRequest')) return 400;
  if (error.label === ERROR_LABELS.unauthorized) return 401;
  if (error.label === ERROR_LABELS.forbidden) return 403;
  if (error.label === ERROR_LABELS.notFound) return 404;
  // The fake's injected network faults (status 0) reach a browser as an unavailable backend.
  if (error.label === ERROR_LABELS.network) return 503;
  return 500;
}

/**
 * The wire form of every failure: `{ error: label }` with a non-200 status, and the error's detail
 * beside the label (a spending limit's period, docs/api.md). Unknown throws are
 * 500 `unexpected` and never take the process down; the detail stays in the server log.
 */
export function errorResponse(c: Context, error: unknown): Response {
  if (isApiError(error)) {
    return c.json({ ...error.detail, error: error.label }, statusOf(error));
  }
  console.error('sandbox: unexpected failure', error);
  return c.json({ error: ERROR_LABELS.unexpected }, 500);
}
