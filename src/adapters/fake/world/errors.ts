import { ApiError, ERROR_LABELS } from '../../../core/common/api-error.model';

/** The ApiErrors the fake world throws, with the HTTP status a real backend would answer. */
export const worldError = {
  badRequest: (label: string, message?: string): ApiError => new ApiError(label, 400, message),
  validation: (message: string): ApiError => new ApiError(ERROR_LABELS.validation, 400, message),
  noCredits: (): ApiError => new ApiError(ERROR_LABELS.deductCredits, 400),
  unauthorized: (): ApiError => new ApiError(ERROR_LABELS.unauthorized, 401),
  forbidden: (): ApiError => new ApiError(ERROR_LABELS.forbidden, 403),
  notFound: (what?: string): ApiError => new ApiError(ERROR_LABELS.notFound, 404, what),
};
