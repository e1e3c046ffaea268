import type { AxiosError } from 'axios';
import { ApiError, ERROR_LABELS, isApiError } from '../../core/common/api-error.model';

// A structural check rather than axios's isAxiosError: importing axios here would put the whole
// library in every page's first load (it loads lazily with the first request, see http-client).
function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

function labelFromBody(data: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'error' in data) {
    const label = (data as { error: unknown }).error;
    if (typeof label === 'string' && label.length > 0) return label;
  }
  return null;
}

/** The body's other fields, which say more than its label (a refused period, a moment). */
function detailFromBody(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const { error: _label, ...detail } = data as Record<string, unknown>;
  return detail;
}

/**
 * Turns any failure of an HTTP call into an ApiError, so no AxiosError (or a TypeError from a
 * response of the wrong shape) ever crosses a port. A response with a body label keeps the server's
 * label (SPEC §8); a request that never got an answer is `network`; everything else `unexpected`.
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isAxiosError(error)) {
    const response = error.response;
    if (response) {
      return new ApiError(
        labelFromBody(response.data) ?? ERROR_LABELS.unexpected,
        response.status,
        error.message,
        detailFromBody(response.data),
      );
    }
    if (error.request || error.code === 'ECONNABORTED' || error.code === 'ERR_NETWORK') {
      return new ApiError(ERROR_LABELS.network, 0, error.message);
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(ERROR_LABELS.unexpected, 0, message);
}
