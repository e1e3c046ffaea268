import { ApiError, ERROR_LABELS } from '../../../../src/core/common/api-error.model';
import { LoadCreditsOffer } from '../../../../src/core/wallet/load-credits-offer.use-case';
import { fakeSetup } from '../../support/fake-setup';

describe('LoadCreditsOffer', () => {
  it('offers the first 5 bundles with the default, and card/bank methods by provider with the locale default', async () => {
    const setup = fakeSetup();
    const useCase = new LoadCreditsOffer(setup.ports.member, setup.ports.payment, setup.logger);
    const nl = await useCase.execute('nl');
    if (!nl.ok) throw new Error('offer failed');
    expect(nl.value.bundles.map((b) => b.id)).toEqual([101, 102, 103, 104, 105]);
    expect(nl.value.defaultBundleId).toBe(103);
    expect(nl.value.methods.map((m) => m.id)).toEqual([
      'creditcard',
      'ideal',
      'mistercash',
      'sofortbanking',
      '709',
      '10',
      '436',
      '595',
    ]);
    expect(nl.value.defaultMethodId).toBe('ideal');
    expect(nl.value.dialIn).toBe(true);
    const en = await useCase.execute('en');
    expect(en.ok && en.value.defaultMethodId).toBe('creditcard');
  });

  it('fails as unavailable when the bundles cannot be loaded, and logs it', async () => {
    const setup = fakeSetup();
    setup.backend.faults.set({ errorRate: 1 });
    const result = await new LoadCreditsOffer(setup.ports.member, setup.ports.payment, setup.logger).execute(
      'nl',
    );
    expect(result).toEqual({ ok: false, error: { kind: 'unavailable' } });
    expect(setup.logger.messages('error')).toContain('Bundles load failed');
  });

  it('only logs a failure to load the methods, offering none', async () => {
    const setup = fakeSetup();
    jest
      .spyOn(setup.ports.payment, 'getPaymentMethods')
      .mockRejectedValue(new ApiError(ERROR_LABELS.network, 0));
    const result = await new LoadCreditsOffer(setup.ports.member, setup.ports.payment, setup.logger).execute(
      'de',
    );
    expect(result.ok && result.value.methods).toEqual([]);
    expect(result.ok && result.value.defaultMethodId).toBeNull();
    expect(setup.logger.messages('error')).toEqual(['Payment options load failed']);
  });
});
