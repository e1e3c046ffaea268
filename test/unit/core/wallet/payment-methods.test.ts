import {
  defaultPaymentMethod,
  defaultPaymentMethodId,
  orderPaymentMethods,
  paymentMethodValue,
  paymentProvider,
} from '../../../../src/core/wallet/payment-methods';
import type { PaymentMethod } from '../../../../src/core/wallet/wallet.model';

function method(id: string): PaymentMethod {
  return { id, name: id, image: '', provider: paymentProvider(id), paymentOptionSubList: [] };
}

describe('payment methods', () => {
  it('derives the provider from the method id', () => {
    expect(paymentProvider('ideal')).toBe('dialin');
    expect(paymentProvider('709')).toBe('psp');
    expect(paymentProvider(10)).toBe('psp');
    expect(paymentProvider('7a')).toBe('dialin');
  });

  it('knows the default per provider and locale', () => {
    expect(defaultPaymentMethodId('dialin', 'nl')).toBe('ideal');
    expect(defaultPaymentMethodId('dialin', 'en')).toBe('creditcard');
    expect(defaultPaymentMethodId('dialin', 'de')).toBe('creditcard');
    expect(defaultPaymentMethodId('psp', 'nl')).toBe('10');
    expect(defaultPaymentMethodId('psp', 'en')).toBe('709');
    expect(defaultPaymentMethodId('psp', 'de')).toBe('709');
  });

  it('orders methods by provider, stable inside a provider', () => {
    const ordered = orderPaymentMethods([method('709'), method('creditcard'), method('10'), method('ideal')]);
    expect(ordered.map((m) => m.id)).toEqual(['creditcard', 'ideal', '709', '10']);
  });

  it('picks the default method for the locale, falling back to the next provider and the first', () => {
    const all = [method('709'), method('10'), method('creditcard'), method('ideal')];
    expect(defaultPaymentMethod(all, 'nl')?.id).toBe('ideal');
    expect(defaultPaymentMethod(all, 'en')?.id).toBe('creditcard');
    expect(defaultPaymentMethod([method('709'), method('10')], 'nl')?.id).toBe('10');
    expect(defaultPaymentMethod([method('436')], 'nl')?.id).toBe('436');
    expect(defaultPaymentMethod([], 'nl')).toBeNull();
  });

  it('joins method and option ids', () => {
    expect(paymentMethodValue({ id: 'ideal' }, 'ING')).toBe('ideal:ING');
    expect(paymentMethodValue({ id: 'creditcard' })).toBe('creditcard');
  });
});
