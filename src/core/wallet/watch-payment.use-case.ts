import { isApiError } from '../common/api-error.model';
import type { Bundle, FailReasonName, PaymentState } from './wallet.model';
import { bundleAnalyticsItem, type AnalyticsSite } from './bundle-analytics';
import { failReasonName } from './payment-outcome';
import { bundlePrice } from './pricing';
import type { Analytics } from '../../ports/analytics.port';
import type { Logger } from '../../ports/logger.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { MemberEvents, Unsubscribe } from '../../ports/member-events.port';
import type { PaymentApi } from '../../ports/payment-api.port';
import type { WalletBalance } from '../../ports/wallet-balance.port';
import { balanceAfterCharge } from './charged-balance';

export interface WatchPaymentInput {
  /** The checkout URL the payment was started with (BuyBundle). */
  paymentURL: string;
  bundle: Bundle;
  /** Position of the bundle in the list shown, for the purchase's analytics item. */
  index: number;
  site: AnalyticsSite;
}

/** How a payment ended. `balance` is the backend's word on the credits after it (null if unknown). */
export type PaymentOutcome =
  | { kind: 'bought'; credits: number; balance: number | null }
  | { kind: 'failed'; code: number; reason: FailReasonName };

export interface PaymentWatch {
  /** Asks the backend for the payment's state now (after a reconnect, when the member comes back). */
  check(): Promise<void>;
  /** Stops watching: no outcome is reported after this. */
  stop(): void;
}

type Verdict = { kind: 'bought'; credits: number } | { kind: 'failed'; code: number };

function verdictOf(state: PaymentState, bundle: Bundle): Verdict | null {
  if (state.status === 'success') return { kind: 'bought', credits: bundle.credits };
  if (state.status === 'failed') return { kind: 'failed', code: state.reason ?? 100 };
  return null;
}

/**
 * Waits for the outcome of a started payment (SPEC §4): the member socket's bundleBought (for this
 * bundle) or paymentFailed, or, after the socket reconnects (events sent while it was down are
 * lost), the payment's state asked of the backend. Reports exactly one outcome. A purchase pushes
 * the 'purchase' analytics event and reads the balance from the backend (GET /credits) into the
 * one balance, so the credits shown are its last word; failures to ask are logged (a purchase is
 * still reported, with the balance null) and watching goes on.
 */
export class WatchPayment {
  constructor(
    private readonly events: MemberEvents,
    private readonly payment: PaymentApi,
    private readonly member: MemberApi,
    private readonly balance: WalletBalance,
    private readonly analytics: Analytics,
    private readonly logger: Logger,
  ) {}

  execute(input: WatchPaymentInput, onOutcome: (outcome: PaymentOutcome) => void): PaymentWatch {
    let decided = false;
    let stopped = false;
    const subscriptions: Unsubscribe[] = [];
    const unsubscribe = () => subscriptions.splice(0).forEach((off) => off());
    const decide = (verdict: Verdict) => {
      if (decided || stopped) return;
      decided = true;
      unsubscribe();
      void this.report(input, verdict).then((outcome) => {
        if (!stopped) onOutcome(outcome);
      });
    };
    const check = async () => {
      if (decided || stopped) return;
      try {
        const verdict = verdictOf(await this.payment.getPaymentState(input.paymentURL), input.bundle);
        if (verdict) decide(verdict);
      } catch (error) {
        if (!isApiError(error)) throw error;
        this.logger.warn('Payment state unavailable', error);
      }
    };
    subscriptions.push(
      this.events.on('bundleBought', (event) => {
        if (event.bundleId === input.bundle.id) decide({ kind: 'bought', credits: event.credits });
      }),
      this.events.on('paymentFailed', (event) => decide({ kind: 'failed', code: event.reason })),
      this.events.onConnect((reconnect) => {
        if (reconnect) void check();
      }),
    );
    return {
      check,
      stop: () => {
        stopped = true;
        unsubscribe();
      },
    };
  }

  private async report(input: WatchPaymentInput, verdict: Verdict): Promise<PaymentOutcome> {
    if (verdict.kind === 'failed') {
      return { kind: 'failed', code: verdict.code, reason: failReasonName(verdict.code) };
    }
    this.analytics.push('purchase', {
      transaction_id: input.paymentURL,
      value: bundlePrice(input.bundle),
      currency: input.bundle.currency,
      items: [bundleAnalyticsItem(input.bundle, input.index, input.site)],
    });
    const ports = { member: this.member, balance: this.balance, logger: this.logger };
    return {
      kind: 'bought',
      credits: verdict.credits,
      balance: await balanceAfterCharge(ports, undefined, 'a purchase'),
    };
  }
}
