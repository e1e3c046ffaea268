/**
 * A failure reported by a backend, carried across a port. `label` is the server's error label of
 * SPEC §8 (for example `badRequest.login.notExists`); transport failures use `network` and
 * anything unrecognised `unexpected`. Adapters create these; the core maps labels to typed results.
 */
export class ApiError extends Error {
  constructor(
    readonly label: string,
    readonly status: number,
    message?: string,
    /** What the label alone does not say, from the error's body (a refused period, a moment). */
    readonly detail: Readonly<Record<string, unknown>> = {},
  ) {
    super(message ?? label);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).label === 'string';
}

export function hasLabel(error: unknown, label: string): boolean {
  return isApiError(error) && error.label === label;
}

/** The error labels of SPEC §8 that the core reacts to. */
export const ERROR_LABELS = {
  loginNotExists: 'badRequest.login.notExists',
  loginDeleted: 'badRequest.login.deleted',
  incorrectPassword: 'badRequest.incorrectPassword',
  emailExists: 'badRequest.member.email.exists',
  usernameExists: 'badRequest.member.username.exists',
  activationNotExists: 'badRequest.activation.notExists',
  activationVerified: 'badRequest.activation.verified',
  activationExpired: 'badRequest.activation.expired',
  deductCredits: 'badRequest.deduct.credits.amount',
  spendingLimit: 'badRequest.spending.limit',
  spendingPaused: 'badRequest.spending.paused',
  invalidPin: 'badRequest.dialin.pincode',
  sessionNotFound: 'badRequest.dialin.session',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'notFound',
  validation: 'badRequest.validation',
  network: 'network',
  unexpected: 'unexpected',
} as const;
