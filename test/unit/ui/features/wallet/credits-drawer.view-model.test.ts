import { BuyBundle } from '../../../../../src/core/wallet/buy-bundle.use-case';
import { LoadCreditsOffer } from '../../../../../src/core/wallet/load-credits-offer.use-case';
import { SelectBundle } from '../../../../../src/core/wallet/select-bundle.use-case';
import { WatchPayment } from '../../../../../src/core/wallet/watch-payment.use-case';
import type { Locale } from '../../../../../src/core/common/locale.model';
import { PAYMENT_STATUS } from '../../../../../src/core/wallet/wallet.model';
import type { AfterPay } from '../../../../../src/ui/features/shell';
import type { PaymentWindow } from '../../../../../src/ui/features/wallet/view-models/credits-drawer.dependencies';
import { CreditsDrawerViewModel } from '../../../../../src/ui/features/wallet/view-models/credits-drawer.view-model';
import { fakeSetup, logIn } from '../../../support/fake-setup';
import { FAIL_REASON_CASES } from '../../../support/fail-reasons';

class FakeWindow implements PaymentWindow {
  url: string | null = null;
  closed = false;
  show(url: string): void {
    this.url = url;
  }
  close(): void {
    this.closed = true;
  }
}

async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** The drawer of a logged-in demo member with the socket open, against the fake backend. */
async function drawer(options: { locale?: Locale; blocked?: boolean } = {}) {
  const setup = fakeSetup();
  const session = await logIn(setup, 'demo', 'demo1234');
  setup.credentials.set(session.token);
  setup.ports.memberEvents.connect();
  await settle();
  const { ports, analytics, logger } = setup;
  const windows: FakeWindow[] = [];
  const calls = { dialIn: 0, closed: 0 };
  const afterPay: AfterPay[] = [];
  const wallet = {
    loadCreditsOffer: new LoadCreditsOffer(ports.member, ports.payment, logger),
    selectBundle: new SelectBundle(analytics),
    buyBundle: new BuyBundle(ports.payment, logger),
    watchPayment: new WatchPayment(
      ports.memberEvents,
      ports.payment,
      ports.member,
      setup.balance,
      analytics,
      logger,
    ),
  };
  const vm = new CreditsDrawerViewModel(wallet, {
    locale: options.locale ?? 'nl',
    site: { affiliation: 'LiveCams', brand: 'LiveCams' },
    device: () => 'desktop',
    returnUrl: () => '/?p=61',
    openWindow: () => {
      if (options.blocked) return null;
      const win = new FakeWindow();
      windows.push(win);
      return win;
    },
    onDialIn: () => (calls.dialIn += 1),
    onClose: () => (calls.closed += 1),
    onAfterPay: (event) => afterPay.push(event),
  });
  const checkoutId = () => vm.paymentURL!.split('/').pop()!;
  const complete = (outcome: 'success' | 100 | 299 | 300 | 302 | 308 | 309) =>
    setup.backend.world.completeCheckout(checkoutId(), outcome);
  return { setup, vm, windows, calls, afterPay, complete };
}

/** Opens the drawer, goes to the methods with a bundle and a method, and starts the checkout. */
async function checkedOut(d: Awaited<ReturnType<typeof drawer>>, bundleId = 104, methodId = '709') {
  await d.vm.open();
  d.vm.selectBundle(bundleId);
  d.vm.next();
  d.vm.selectMethod(methodId);
  d.vm.checkout();
  await settle();
}

describe('CreditsDrawerViewModel', () => {
  it('opens with a fresh basket: 5 bundles, the default preselected, ready, no selection event', async () => {
    const { vm, setup } = await drawer();
    await vm.open();
    expect(vm.step).toBe('bundles');
    expect(vm.paymentStatus).toBe(PAYMENT_STATUS.ready);
    expect(vm.bundles.map((b) => b.id)).toEqual([101, 102, 103, 104, 105]);
    expect(vm.basket).toEqual({ bundleId: 103, price: 19.99, credits: 1350 });
    expect(vm.dialIn).toBe(true);
    expect(setup.analytics.named('select_item')).toEqual([]);
  });

  it('hands type dialin to the phone drawer without loading anything', async () => {
    const { vm, calls } = await drawer();
    await vm.open('dialin');
    expect(calls.dialIn).toBe(1);
    expect(vm.bundles).toEqual([]);
    vm.payByPhone();
    expect(calls.dialIn).toBe(2);
  });

  it('sets the basket at once on a selection and pushes select_item with the bundle id', async () => {
    const { vm, setup } = await drawer();
    await vm.open();
    vm.selectBundle(105);
    expect(vm.basket).toEqual({ bundleId: 105, price: 49.99, credits: 3700 });
    expect(setup.analytics.named('select_item')).toEqual([
      expect.objectContaining({
        bundle_id: 105,
        items: [expect.objectContaining({ item_id: '105', index: 4 })],
      }),
    ]);
  });

  it.each([
    ['nl', 'ideal'],
    ['en', 'creditcard'],
    ['de', 'creditcard'],
  ] as const)('preselects the %p default method %p in step 2', async (locale, method) => {
    const { vm } = await drawer({ locale });
    await vm.open();
    vm.next();
    expect(vm.step).toBe('methods');
    expect(vm.methodId).toBe(method);
    expect(vm.methods.map((m) => m.id)).not.toContain('dialin');
    vm.back();
    expect(vm.step).toBe('bundles');
  });

  it('asks for the bank before starting iDEAL, then sends ideal:bank', async () => {
    const d = await drawer();
    const start = jest.spyOn(d.setup.ports.payment, 'startPayment');
    await d.vm.open();
    d.vm.next();
    d.vm.checkout();
    expect(d.vm.error).toBe('optionRequired');
    expect(d.windows).toEqual([]);
    d.vm.selectOption('INGBNL2A');
    expect(d.vm.error).toBeNull();
    d.vm.checkout();
    await settle();
    expect(start).toHaveBeenCalledWith(
      expect.objectContaining({ bundle: 103, paymentMethod: 'ideal:INGBNL2A' }),
    );
  });

  it('opens the window inside the call, and never starts a payment twice on a double click', async () => {
    const d = await drawer();
    const start = jest.spyOn(d.setup.ports.payment, 'startPayment');
    await d.vm.open();
    d.vm.next();
    d.vm.selectMethod('709');
    d.vm.checkout();
    expect(d.windows).toHaveLength(1);
    expect(d.vm.starting).toBe(true);
    d.vm.checkout();
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    expect(d.windows).toHaveLength(1);
    expect(d.vm.step).toBe('waiting');
    expect(d.windows[0]!.url).toBe(d.vm.paymentURL);
    d.vm.checkout();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('shows success with the backend balance, closes the window and resets the basket', async () => {
    const d = await drawer();
    await checkedOut(d);
    d.complete('success');
    await settle();
    expect(d.vm.step).toBe('success');
    expect(d.vm.paymentStatus).toBe(PAYMENT_STATUS.success);
    expect(d.vm.lastPurchaseAmount).toBe(2100);
    const backend = await d.setup.ports.member.getCredits();
    expect(backend).toBe(7100);
    expect(d.vm.balance).toBe(backend);
    expect(d.setup.balance.current()).toBe(backend);
    expect(d.windows[0]!.closed).toBe(true);
    expect(d.vm.basket).toBeNull();
    expect(d.setup.analytics.named('purchase')).toHaveLength(1);
  });

  it.each(FAIL_REASON_CASES)(
    'shows failure %p with reason %p; try again returns to the bundles',
    async (code, reason) => {
      const d = await drawer();
      await checkedOut(d);
      d.setup.balance.update(-1); // a mark: a failed payment writes no balance
      d.complete(code);
      await settle();
      expect(d.vm.step).toBe('failed');
      expect(d.vm.paymentStatus).toBe(PAYMENT_STATUS.failed);
      expect(d.vm.failure).toEqual({ code, reason });
      expect(d.windows[0]!.closed).toBe(true);
      expect(d.setup.balance.current()).toBe(-1);
      d.vm.retry();
      expect(d.vm.step).toBe('bundles');
      expect(d.vm.paymentStatus).toBe(PAYMENT_STATUS.ready);
      expect(d.vm.basket?.bundleId).toBe(103);
    },
  );

  it('sends the after-pay event once the payment window closed: bought, with the credits', async () => {
    const d = await drawer();
    await checkedOut(d);
    expect(d.afterPay).toEqual([]);
    d.complete('success');
    await settle();
    expect(d.windows[0]!.closed).toBe(true);
    expect(d.afterPay).toEqual([{ outcome: 'bought', credits: 2100 }]);
    expect(d.vm.step).toBe('success');
  });

  it('sends the after-pay event when the payment failed, as the status leaves ready then too', async () => {
    const d = await drawer();
    await checkedOut(d);
    d.complete(302);
    await settle();
    expect(d.afterPay).toEqual([{ outcome: 'failed', credits: 0 }]);
  });

  it('sends the after-pay event also when the drawer was closed while the member paid', async () => {
    const d = await drawer();
    await checkedOut(d);
    d.vm.close();
    d.complete('success');
    await settle();
    expect(d.vm.step).toBe('bundles');
    expect(d.afterPay).toEqual([{ outcome: 'bought', credits: 2100 }]);
  });

  it('says a refused start, closes the window and keeps the methods step', async () => {
    const d = await drawer();
    await d.vm.open();
    d.vm.next();
    d.vm.selectMethod('709');
    d.setup.backend.faults.set({ errorRate: 1 });
    d.vm.checkout();
    await settle();
    expect(d.vm.error).toBe('startFailed');
    expect(d.vm.step).toBe('methods');
    expect(d.vm.starting).toBe(false);
    expect(d.windows[0]!.closed).toBe(true);
  });

  it('still shows the outcome when it came while the socket was down (reconnect asks the state)', async () => {
    const d = await drawer();
    await checkedOut(d);
    expect(d.setup.backend.faults.dropSocket()).toBe(1);
    d.complete(299);
    await settle();
    expect(d.vm.step).toBe('waiting');
    d.setup.clock.advance(d.setup.backend.faults.settings.reconnectDelayMs);
    await settle();
    expect(d.vm.failure).toEqual({ code: 299, reason: 'antiFraud' });
  });

  it('asks the state when the member comes back to the window (refresh)', async () => {
    const d = await drawer();
    await checkedOut(d);
    d.setup.backend.faults.dropSocket();
    d.complete('success');
    await d.vm.refresh();
    await settle();
    expect(d.vm.step).toBe('success');
    expect(d.setup.balance.current()).toBe(await d.setup.ports.member.getCredits());
  });

  it('keeps waiting with a link when the browser blocked the window', async () => {
    const d = await drawer({ blocked: true });
    await checkedOut(d);
    expect(d.vm.step).toBe('waiting');
    expect(d.vm.windowBlocked).toBe(true);
    expect(d.vm.paymentURL).toMatch(/^\/sandbox\/checkout\//);
  });

  it('resets to ready on close; a payment completed afterwards still updates the credits and analytics', async () => {
    const d = await drawer();
    await checkedOut(d);
    d.vm.close();
    expect(d.calls.closed).toBe(1);
    expect(d.vm.step).toBe('bundles');
    expect(d.vm.paymentStatus).toBe(PAYMENT_STATUS.ready);
    expect(d.vm.basket).toBeNull();
    d.complete('success');
    await settle();
    // The drawer's screens stay reset, but the member's balance and the tag manager hear of it.
    expect(d.vm.step).toBe('bundles');
    expect(d.setup.balance.current()).toBe(d.setup.backend.world.creditsOf(50001));
    expect(d.setup.analytics.named('purchase')).toHaveLength(1);
    expect(d.windows[0]!.closed).toBe(true);
  });

  it('closes the new window when the drawer closed while the payment was starting', async () => {
    const d = await drawer();
    await d.vm.open();
    d.vm.next();
    d.vm.selectMethod('709');
    d.vm.checkout();
    d.vm.dispose();
    await settle();
    expect(d.windows[0]!.closed).toBe(true);
    expect(d.vm.step).toBe('methods');
  });

  it('says the bundles are unavailable when they cannot be loaded, and loads them on request', async () => {
    const d = await drawer();
    d.setup.backend.faults.set({ errorRate: 1 });
    await d.vm.open();
    expect(d.vm.step).toBe('unavailable');
    d.setup.backend.faults.set({ errorRate: 0 });
    await d.vm.open();
    expect(d.vm.step).toBe('bundles');
  });
});
