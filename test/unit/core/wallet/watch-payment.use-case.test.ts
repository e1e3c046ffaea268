import { ApiError, ERROR_LABELS } from '../../../../src/core/common/api-error.model';
import { WatchPayment, type PaymentOutcome } from '../../../../src/core/wallet/watch-payment.use-case';
import { fakeSetup, logIn, type FakeSetup } from '../../support/fake-setup';
import { FAIL_REASON_CASES } from '../../support/fail-reasons';
import { SITE } from './wallet-setup';

async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** A logged-in demo member with the socket open and a started card payment of `bundleId`. */
async function startedPayment(bundleId = 103) {
  const setup = fakeSetup();
  await logIn(setup, 'demo', 'demo1234');
  setup.ports.memberEvents.connect();
  await settle();
  const bundle = (await setup.ports.member.getBundles()).find((b) => b.id === bundleId)!;
  const start = { bundle: bundle.id, paymentMethod: '709', returnUrl: '/', device: 'desktop' as const };
  const { paymentURL } = await setup.ports.payment.startPayment(start);
  const watch = new WatchPayment(
    setup.ports.memberEvents,
    setup.ports.payment,
    setup.ports.member,
    setup.balance,
    setup.analytics,
    setup.logger,
  );
  const outcomes: PaymentOutcome[] = [];
  const watching = watch.execute({ paymentURL, bundle, index: 2, site: SITE }, (o) => outcomes.push(o));
  const complete = (outcome: 'success' | 100 | 299 | 300 | 302 | 308 | 309) =>
    setup.backend.world.completeCheckout(paymentURL.split('/').pop()!, outcome);
  return { setup, bundle, paymentURL, watching, outcomes, complete };
}

/** Cuts the member socket, lets `during` happen while it is down, then lets it reconnect. */

async function whileDisconnected(setup: FakeSetup, during: () => void): Promise<void> {
  expect(setup.backend.faults.dropSocket()).toBe(1);
  during();
  setup.clock.advance(setup.backend.faults.settings.reconnectDelayMs);
  await settle();
}

describe('WatchPayment', () => {
  it('reports a purchase from the socket with the backend balance, and pushes purchase analytics', async () => {
    const { setup, bundle, paymentURL, outcomes, complete } = await startedPayment();
    complete('success');
    await settle();
    expect(outcomes).toEqual([{ kind: 'bought', credits: bundle.credits, balance: 5000 + bundle.credits }]);
    expect(setup.balance.current()).toBe(5000 + bundle.credits);
    expect(setup.analytics.named('purchase')).toEqual([
      {
        transaction_id: paymentURL,
        value: 19.99,
        currency: 'EUR',
        items: [expect.objectContaining({ item_id: String(bundle.id), index: 2, price: 19.99 })],
      },
    ]);
  });

  it.each(FAIL_REASON_CASES)('reports failure %p as %p, without purchase analytics', async (code, reason) => {
    const { setup, outcomes, complete } = await startedPayment();
    complete(code);
    await settle();
    expect(outcomes).toEqual([{ kind: 'failed', code, reason }]);
    expect(setup.analytics.named('purchase')).toEqual([]);
  });

  it('asks the state after a reconnect when the outcome came while the socket was down', async () => {
    const { setup, bundle, outcomes, complete } = await startedPayment();
    const state = jest.spyOn(setup.ports.payment, 'getPaymentState');
    await whileDisconnected(setup, () => complete('success'));
    expect(state).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([{ kind: 'bought', credits: bundle.credits, balance: 5000 + bundle.credits }]);
  });

  it('learns a failure missed during a reconnect from the state, with its reason', async () => {
    const { setup, outcomes, complete } = await startedPayment();
    await whileDisconnected(setup, () => complete(308));
    expect(outcomes).toEqual([{ kind: 'failed', code: 308, reason: 'expired' }]);
  });

  it('keeps waiting when the payment is still pending after a reconnect', async () => {
    const { setup, outcomes, complete } = await startedPayment();
    await whileDisconnected(setup, () => undefined);
    expect(outcomes).toEqual([]);
    complete(302);
    await settle();
    expect(outcomes).toEqual([{ kind: 'failed', code: 302, reason: 'rejected' }]);
  });

  it('reports one outcome only, even when the socket and a state check both tell it', async () => {
    const { watching, outcomes, complete } = await startedPayment();
    complete('success');
    await watching.check();
    await settle();
    expect(outcomes).toHaveLength(1);
  });

  it('ignores a purchase of another bundle (another tab)', async () => {
    const { setup, outcomes, complete } = await startedPayment(103);
    const other = await setup.ports.payment.startPayment({
      bundle: 101,
      paymentMethod: '709',
      returnUrl: '/',
      device: 'desktop',
    });
    setup.backend.world.completeCheckout(other.paymentURL.split('/').pop()!, 'success');
    await settle();
    expect(outcomes).toEqual([]);
    complete('success');
    await settle();
    expect(outcomes).toEqual([expect.objectContaining({ kind: 'bought', credits: 1350 })]);
  });

  it('reports nothing once stopped', async () => {
    const { watching, outcomes, complete } = await startedPayment();
    watching.stop();
    complete('success');
    await watching.check();
    await settle();
    expect(outcomes).toEqual([]);
  });

  it('logs a failed state check and goes on waiting', async () => {
    const { setup, watching, outcomes, complete } = await startedPayment();
    setup.backend.faults.set({ errorRate: 1 });
    await watching.check();
    setup.backend.faults.set({ errorRate: 0 });
    expect(setup.logger.messages('warn')).toEqual(['Payment state unavailable']);
    complete(309);
    await settle();
    expect(outcomes).toEqual([{ kind: 'failed', code: 309, reason: 'cancelled' }]);
  });

  it('reports the purchase with an unknown balance when the credits cannot be read', async () => {
    const { setup, bundle, outcomes, complete } = await startedPayment();
    jest.spyOn(setup.ports.member, 'getCredits').mockRejectedValue(new ApiError(ERROR_LABELS.network, 0));
    complete('success');
    await settle();
    expect(outcomes).toEqual([{ kind: 'bought', credits: bundle.credits, balance: null }]);
    expect(setup.logger.messages('warn')).toEqual([
      'The balance after a purchase could not be read; the charge went through',
    ]);
    expect(setup.balance.current()).toBe(5000);
  });

  it('still reports the purchase when reading the balance fails unexpectedly', async () => {
    const { setup, bundle, outcomes, complete } = await startedPayment();
    jest.spyOn(setup.ports.member, 'getCredits').mockRejectedValue(new TypeError('a bug'));
    complete('success');
    await settle();
    expect(outcomes).toEqual([{ kind: 'bought', credits: bundle.credits, balance: null }]);
    expect(setup.balance.current()).toBe(5000);
  });
});
