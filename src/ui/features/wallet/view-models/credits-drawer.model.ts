import type { Basket, FailReasonName } from '../../../../core/wallet/wallet.model';
import type { SpendingRefusal } from '../../../../core/wallet/spending-refusal';

export type CreditsStep =
  'loading' | 'unavailable' | 'bundles' | 'methods' | 'waiting' | 'success' | 'failed';
/** Why the payment did not start; the member's own limits say which (record 78). */
export type CreditsError = 'startFailed' | 'optionRequired' | SpendingRefusal;

/** What the credits drawer shows of a payment: the drawer's fields a checkout writes. */
export interface PaymentScreen {
  step: CreditsStep;
  basket: Basket | null;
  /** A payment is starting; another does not start meanwhile. */
  starting: boolean;
  error: CreditsError | null;
  paymentURL: string | null;
  /** The browser blocked the payment window: the member opens the payment by its link. */
  windowBlocked: boolean;
  failure: { code: number; reason: FailReasonName } | null;
  lastPurchaseAmount: number;
  balance: number | null;
}
