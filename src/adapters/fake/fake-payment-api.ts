import type { PaymentMethod, PaymentStart, PaymentState } from '../../core/wallet/wallet.model';
import type { PaymentApi } from '../../ports/payment-api.port';
import { fakeCall } from './fake-call';
import type { FaultInjector } from './faults';
import type { SessionAuth } from './session-auth';
import type { FakeWorld } from './world/fake-world';

/** PaymentApi over the fake world: checkouts complete at /sandbox/checkout/{id} (world.completeCheckout). */
export class FakePaymentApi implements PaymentApi {
  constructor(
    private readonly world: FakeWorld,
    private readonly faults: FaultInjector,
    private readonly auth: SessionAuth,
  ) {}

  getPaymentMethods(dimension: string): Promise<PaymentMethod[]> {
    return fakeCall(this.faults, () => this.world.payments.methods(dimension));
  }

  startPayment(start: PaymentStart): Promise<{ paymentURL: string }> {
    return fakeCall(this.faults, () => this.world.payments.start(this.auth.memberId(), start));
  }

  getPaymentState(paymentURL: string): Promise<PaymentState> {
    return fakeCall(this.faults, () => this.world.payments.state(this.auth.memberId(), paymentURL));
  }
}
