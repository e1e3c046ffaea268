import { ERROR_LABELS, isApiError } from '../common/api-error.model';
import { attempt, type LabelMap } from '../common/attempt';
import { fail, ok, type Result } from '../common/result.model';
import { anonymousDialInUsername } from './dial-in.rules';
import { validateDialInPin } from './dial-in-pin';
import { isValid, trimmed, type FieldErrors } from '../common/validation-keys';
import type { Clock } from '../../ports/clock.port';
import type { DialInApi } from '../../ports/dial-in-api.port';
import type { Logger } from '../../ports/logger.port';

export interface PayDialInInput {
  pincode: string;
  /** The dial-in provider of the chosen number. */
  provider: string;
  /** The member's user name; null for the anonymous flow ('anonymous' + 7 digits of the time). */
  username?: string | null;
  /** Basic route parameters (affiliate code and tags). */
  params?: Record<string, string>;
}

export type PayDialInError = { kind: 'invalid'; errors: FieldErrors<'pincode'> } | { kind: 'invalidPin' };

const FAILURES: LabelMap<PayDialInError> = { [ERROR_LABELS.invalidPin]: { kind: 'invalidPin' } };

/**
 * Sends the pin of a phone dial-in (SPEC §4 dial-in, step 2) and returns the session to verify.
 * Fails with 'invalid' (not 4 digits) or 'invalidPin' (the backend refused the pin, or any other
 * backend failure of this call, which SPEC §8 also shows as an invalid pin; those are logged).
 */
export class PayDialIn {
  constructor(
    private readonly dialIn: DialInApi,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(input: PayDialInInput): Promise<Result<{ session: string }, PayDialInError>> {
    const errors = validateDialInPin(input);
    if (!isValid(errors)) return fail({ kind: 'invalid', errors });
    const username = trimmed(input.username) || anonymousDialInUsername(this.clock.now());
    const payment = {
      username,
      provider: input.provider,
      pincode: trimmed(input.pincode),
      params: { ...input.params },
    };
    const paid = await attempt(() => this.dialIn.pay(payment), FAILURES).catch((error: unknown) =>
      this.otherBackendFailure(error),
    );
    return paid.ok ? ok({ session: paid.value.session }) : paid;
  }

  /** SPEC §8 shows any other backend failure of the payment as an invalid pin too; it is logged. */
  private otherBackendFailure(error: unknown): Result<never, PayDialInError> {
    if (!isApiError(error)) throw error;
    this.logger.error('Dial-in payment failed', error);
    return fail({ kind: 'invalidPin' });
  }
}
