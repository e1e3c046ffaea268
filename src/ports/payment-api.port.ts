import type { PaymentMethod, PaymentStart } from '../core/model/wallet';

/** Card and bank payments through the member API (SPEC §7). Failures reject with ApiError. */
export interface PaymentApi {
  /** GET /payment/options with dimension (e.g. 100x100); each method tagged with its provider. */
  getPaymentMethods(dimension: string): Promise<PaymentMethod[]>;
  /** POST /payment/session; returns the provider's checkout URL. */
  startPayment(start: PaymentStart): Promise<{ paymentURL: string }>;
}
