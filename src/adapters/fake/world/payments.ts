import type {
  Bundle,
  Device,
  PaymentMethod,
  PaymentStart,
  PaymentState,
} from '../../../core/wallet/wallet.model';
import { FAIL_REASONS, type FailReasonCode } from '../../../core/wallet/wallet.model';
import { worldError } from './errors';
import { BUNDLES, PAYMENT_METHODS, providerOf } from './catalogue-data';
import type { WorldContext } from './world-context';
import { isoAt } from './world-time';

export type CheckoutOutcome = 'success' | FailReasonCode;

/** A payment waiting at the simulated provider's checkout page (/sandbox/checkout/{id}). */
export interface Checkout {
  id: string;
  memberId: number;
  bundle: Bundle;
  paymentMethod: string;
  returnUrl: string;
  device: Device;
  status: 'pending' | 'success' | 'failed';
  reason: number | null;
  createdAt: string;
}

/** Bundles, payment methods and checkouts (SPEC §3, §4, §7). */
export class Payments {
  private readonly checkouts = new Map<string, Checkout>();

  constructor(private readonly ctx: WorldContext) {}

  bundles(): Bundle[] {
    return structuredClone([...BUNDLES]);
  }

  /** Every method with its provider, images sized by `dimension` (for example 100x100). */
  methods(dimension: string): PaymentMethod[] {
    const [width, height] = /^(\d+)x(\d+)$/.exec(dimension)?.slice(1) ?? ['100', '100'];
    return PAYMENT_METHODS.map((method) => ({
      id: method.id,
      name: method.name,
      image: `/sandbox/media/payment/${method.id}.svg?w=${width}&h=${height}&label=${encodeURIComponent(method.name)}`,
      provider: providerOf(method.id),
      paymentOptionSubList: method.options.map((option) => ({ ...option })),
    }));
  }

  /**
   * Opens a pending checkout and returns its page. Fails with badRequest.validation for an unknown
   * bundle, method or bank option, and for 'dialin' (the phone flow has its own calls); with
   * badRequest.spending.paused or .limit when the member's own limits refuse buying the bundle.
   */
  start(memberId: number, start: PaymentStart): { paymentURL: string } {
    this.ctx.members.require(memberId);
    const bundle = BUNDLES.find((candidate) => candidate.id === Number(start.bundle));
    if (!bundle) throw worldError.validation('bundle');
    const [methodId = '', optionId] = String(start.paymentMethod).split(':');
    const method = PAYMENT_METHODS.find((candidate) => candidate.id === methodId);
    if (!method || method.id === 'dialin') throw worldError.validation('paymentMethod');
    if (optionId !== undefined && !method.options.some((option) => option.id === optionId)) {
      throw worldError.validation('paymentMethod option');
    }
    this.ctx.spendingLimits.ensureAllowed(memberId, { kind: 'purchase', credits: bundle.credits });
    const id = `co_${this.ctx.rng.hex(16)}`;
    this.checkouts.set(id, {
      id,
      memberId,
      bundle: { ...bundle, meta: { ...bundle.meta } },
      paymentMethod: start.paymentMethod,
      returnUrl: start.returnUrl,
      device: start.device,
      status: 'pending',
      reason: null,
      createdAt: isoAt(this.ctx.clock.now()),
    });
    return { paymentURL: `/sandbox/checkout/${id}` };
  }

  /**
   * The state of a member's payment by its checkout URL (`/sandbox/checkout/{id}`, with or without
   * an origin). Fails with notFound for an unknown checkout and for another member's.
   */
  state(memberId: number, paymentURL: string): PaymentState {
    const id = /\/checkout\/([\w-]+)\/?$/.exec(paymentURL.split(/[?#]/)[0] ?? '')?.[1] ?? '';
    const checkout = this.checkouts.get(id);
    if (!checkout || checkout.memberId !== memberId) throw worldError.notFound('payment');
    return { status: checkout.status, reason: checkout.reason };
  }

  checkout(id: string): Checkout | null {
    const checkout = this.checkouts.get(id);
    return checkout ? structuredClone(checkout) : null;
  }

  /**
   * What the provider reports back: success credits the member (updatedCredits, then bundleBought);
   * a reason code (SPEC §8: 100, 299, 300, 302, 308, 309) emits paymentFailed. Fails with notFound
   * for an unknown checkout and badRequest.validation when it was already completed.
   */
  complete(id: string, outcome: CheckoutOutcome): Checkout {
    const checkout = this.checkouts.get(id);
    if (!checkout) throw worldError.notFound(`checkout ${id}`);
    if (checkout.status !== 'pending') throw worldError.validation('checkout already completed');
    if (outcome === 'success') {
      checkout.status = 'success';
      this.ctx.members.credit(checkout.memberId, checkout.bundle.credits, { kind: 'purchase' });
      this.ctx.events.emit(checkout.memberId, 'bundleBought', {
        credits: checkout.bundle.credits,
        bundleId: checkout.bundle.id,
      });
    } else {
      if (!(outcome in FAIL_REASONS)) throw worldError.validation('reason');
      checkout.status = 'failed';
      checkout.reason = Number(outcome);
      this.ctx.events.emit(checkout.memberId, 'paymentFailed', { reason: Number(outcome) });
    }
    return structuredClone(checkout);
  }
}
