import { BuyBundle, type BuyBundleInput } from '../../../../src/core/wallet/buy-bundle.use-case';
import { defaultBundle } from '../../../../src/core/wallet/pricing';
import { defaultPaymentMethod } from '../../../../src/core/wallet/payment-methods';
import type { Bundle, PaymentMethod } from '../../../../src/core/wallet/wallet.model';
import { fakeSetup, logIn } from '../../support/fake-setup';

async function prepare() {
  const setup = fakeSetup();
  await logIn(setup, 'demo', 'demo1234');
  const bundles = await setup.ports.member.getBundles();
  const methods = await setup.ports.payment.getPaymentMethods('100x100');
  const useCase = new BuyBundle(setup.ports.payment, setup.logger);
  return { setup, bundles, methods, useCase };
}

function byId(methods: PaymentMethod[], id: string): PaymentMethod {
  const method = methods.find((m) => m.id === id);
  if (!method) throw new Error(`no method ${id}`);
  return method;
}

function input(bundle: Bundle, method: PaymentMethod, extra: Partial<BuyBundleInput> = {}): BuyBundleInput {
  return { bundle, method, device: 'desktop', returnUrl: 'https://site.test/?payment=done', ...extra };
}

describe('BuyBundle', () => {
  it('starts a card payment for the default bundle and returns the checkout URL and basket', async () => {
    const { setup, bundles, methods, useCase } = await prepare();
    const bundle = defaultBundle(bundles)!;
    const result = await useCase.execute(input(bundle, defaultPaymentMethod(methods, 'en')!));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.paymentURL).toMatch(/^\/sandbox\/checkout\//);
    expect(result.value.basket).toEqual({
      bundleId: bundle.id,
      price: bundle.cost / 100,
      credits: bundle.credits,
    });
    const checkout = setup.backend.world.checkout(result.value.paymentURL.split('/').pop()!);
    expect(checkout).not.toBeNull();
  });

  it('pushes no analytics event: the selection event belongs to selecting the bundle', async () => {
    const { setup, bundles, methods, useCase } = await prepare();
    const result = await useCase.execute(input(bundles[0]!, byId(methods, 'creditcard')));
    expect(result.ok).toBe(true);
    expect(setup.analytics.events).toEqual([]);
  });

  it('sends method:option for a method with options, and requires a known option', async () => {
    const { setup, bundles, methods, useCase } = await prepare();
    const ideal = byId(methods, 'ideal');
    const spy = jest.spyOn(setup.ports.payment, 'startPayment');
    await expect(useCase.execute(input(bundles[0]!, ideal))).resolves.toEqual({
      ok: false,
      error: { kind: 'optionRequired' },
    });
    await expect(useCase.execute(input(bundles[0]!, ideal, { optionId: 'NOPE' }))).resolves.toEqual({
      ok: false,
      error: { kind: 'unknownOption' },
    });
    expect(spy).not.toHaveBeenCalled();
    const option = ideal.paymentOptionSubList[0]!.id;
    const result = await useCase.execute(input(bundles[0]!, ideal, { optionId: option, device: 'mobile' }));
    expect(result.ok).toBe(true);
    expect(spy).toHaveBeenCalledWith({
      bundle: bundles[0]!.id,
      paymentMethod: `ideal:${option}`,
      returnUrl: 'https://site.test/?payment=done',
      device: 'mobile',
    });
  });

  it('hands the dial-in method to the phone flow', async () => {
    const { bundles, methods, useCase } = await prepare();
    await expect(useCase.execute(input(bundles[0]!, byId(methods, 'dialin')))).resolves.toEqual({
      ok: false,
      error: { kind: 'dialIn' },
    });
  });

  it('logs a refused payment start as startFailed', async () => {
    const { setup, bundles, methods, useCase } = await prepare();
    const unknownBundle = { ...bundles[0]!, id: 999_999 };
    const result = await useCase.execute(input(unknownBundle, byId(methods, 'creditcard')));
    expect(result).toEqual({ ok: false, error: { kind: 'startFailed' } });
    expect(setup.logger.messages('error')).toEqual(['Payment start failed']);
  });

  it('refuses a checkout URL that is not http(s) or an own path', async () => {
    const { setup, bundles, methods, useCase } = await prepare();
    jest.spyOn(setup.ports.payment, 'startPayment').mockResolvedValue({ paymentURL: 'javascript:alert(1)' });
    const result = await useCase.execute(input(bundles[0]!, byId(methods, 'creditcard')));
    expect(result).toEqual({ ok: false, error: { kind: 'startFailed' } });
  });
});
