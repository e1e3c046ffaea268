import type { PaymentMethod, PaymentStart, PaymentState } from '../core/wallet/wallet.model';

/** Card and bank payments through the member API (SPEC §7). Failures reject with ApiError. */
export interface PaymentApi {
  /** GET /payment/options with dimension (e.g. 100x100); each method tagged with its provider. */
  getPaymentMethods(dimension: string): Promise<PaymentMethod[]>;
  /** POST /payment/session; returns the provider's checkout URL. */
  startPayment(start: PaymentStart): Promise<{ paymentURL: string }>;
  /**
   * GET /payment/state (our addition; SPEC §7 does not show it): the state of the member's payment
   * started with this checkout URL, so a client that missed the socket event (a reconnect) still
   * learns the outcome. Rejects with notFound for a URL that is not one of the member's payments.
   */
  getPaymentState(paymentURL: string): Promise<PaymentState>;
}
