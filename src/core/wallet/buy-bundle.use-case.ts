import { isApiError } from '../common/api-error.model';
import { attempt } from '../common/attempt';
import { SPENDING_LABELS, type SpendingRefusal } from './spending-refusal';
import { fail, ok, type Result } from '../common/result.model';
import type { Basket, Bundle, Device, PaymentMethod } from './wallet.model';
import { paymentMethodValue } from './payment-methods';
import { bundleBasket } from './pricing';
import { isOwnPath } from '../common/own-path';
import type { Logger } from '../../ports/logger.port';
import type { PaymentApi } from '../../ports/payment-api.port';

export interface BuyBundleInput {
  bundle: Bundle;
  method: PaymentMethod;
  /** Required when the method has options (e.g. the bank for iDEAL). */
  optionId?: string | null;
  device: Device;
  /** Where the provider sends the member back after paying. */
  returnUrl: string;
}

export type BuyBundleError =
  | { kind: 'dialIn' }
  | { kind: 'optionRequired' }
  | { kind: 'unknownOption' }
  | { kind: 'startFailed' }
  | SpendingRefusal;

export interface BuyBundleValue {
  paymentURL: string;
  basket: Basket;
}

/** A checkout address the window may open: http(s), or a path on this site; never javascript: or data:. */
function isCheckoutUrl(url: unknown): url is string {
  return typeof url === 'string' && (/^https?:\/\/[^\s]+$/i.test(url) || isOwnPath(url));
}

/**
 * Starts the payment of a bundle (SPEC §2 credits drawer, §7 payment session): sends bundle, method
 * ('id' or 'id:option'), device and return URL, and returns the checkout URL with the basket. The
 * selection event belongs to selecting the bundle (SelectBundle), not to paying. Fails with
 * 'dialIn' (the phone flow handles it), 'optionRequired', 'unknownOption', 'buyingPaused' (with
 * until when) or 'spendingLimit' (the member's own limits, by the backend), or 'startFailed' (the
 * backend refused, or gave neither an http(s) URL nor an own-site path; logged).
 */
export class BuyBundle {
  constructor(
    private readonly payment: PaymentApi,
    private readonly logger: Logger,
  ) {}

  async execute(input: BuyBundleInput): Promise<Result<BuyBundleValue, BuyBundleError>> {
    const method = this.methodValue(input);
    if (!method.ok) return method;
    let paymentURL: string;
    try {
      const start = {
        bundle: input.bundle.id,
        paymentMethod: method.value,
        returnUrl: input.returnUrl,
        device: input.device,
      };
      const started = await attempt(() => this.payment.startPayment(start), SPENDING_LABELS);
      if (!started.ok) return started;
      ({ paymentURL } = started.value);
    } catch (error) {
      if (!isApiError(error)) throw error;
      this.logger.error('Payment start failed', error);
      return fail({ kind: 'startFailed' });
    }
    if (!isCheckoutUrl(paymentURL)) {
      this.logger.error('Payment start returned an unusable URL', paymentURL);
      return fail({ kind: 'startFailed' });
    }
    return ok({ paymentURL, basket: bundleBasket(input.bundle) });
  }

  private methodValue(input: BuyBundleInput): Result<string, BuyBundleError> {
    if (input.method.id === 'dialin') return fail({ kind: 'dialIn' });
    const options = input.method.paymentOptionSubList ?? [];
    if (options.length === 0) return ok(paymentMethodValue(input.method));
    if (!input.optionId) return fail({ kind: 'optionRequired' });
    if (!options.some((option) => option.id === input.optionId)) return fail({ kind: 'unknownOption' });
    return ok(paymentMethodValue(input.method, input.optionId));
  }
}
