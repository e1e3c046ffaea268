import {
  bundleClasses,
  bundlePrice,
  defaultBundle,
  discountPercent,
  formatCredits,
  formatPrice,
  minutesFromCredits,
  pricePerMinute,
  unreadLabel,
  visibleBundles,
} from '../../../../src/core/rules/pricing';
import {
  defaultPaymentMethod,
  defaultPaymentMethodId,
  orderPaymentMethods,
  paymentMethodValue,
  paymentProvider,
} from '../../../../src/core/rules/payment-methods';
import { bundleAnalyticsItem } from '../../../../src/core/rules/bundle-analytics';
import type { Bundle, PaymentMethod } from '../../../../src/core/model/wallet';

function bundle(id: number, cost: number, credits: number, classes = ''): Bundle {
  return { id, name: `Bundle ${id}`, cost, credits, currency: 'EUR', meta: { classes } };
}

function method(id: string): PaymentMethod {
  return { id, name: id, image: '', provider: paymentProvider(id), paymentOptionSubList: [] };
}

describe('prices', () => {
  it('shows cost / 100 with 2 decimals', () => {
    expect(bundlePrice(bundle(1, 999, 600))).toBe(9.99);
    expect(bundlePrice(bundle(1, 2500, 600))).toBe(25);
  });

  it('formats a price per locale with two decimals', () => {
    expect(formatPrice(25, 'en')).toBe('25.00');
    expect(formatPrice(9.99, 'nl')).toBe('9,99');
    expect(formatPrice(1234.5, 'de')).toBe('1.234,50');
    expect(formatPrice(9.99, 'nl', 'EUR')).toMatch(/^€\s?9,99$/);
  });

  it('derives minutes from credits at 60 per minute', () => {
    expect(minutesFromCredits(600)).toBe(10);
    expect(minutesFromCredits(90)).toBe(1.5);
  });

  it('computes the price per minute', () => {
    expect(pricePerMinute(bundle(1, 1000, 1200))).toBe(0.5);
    expect(pricePerMinute(bundle(1, 999, 0))).toBe(0);
  });

  it('measures the discount against 0.99 per minute', () => {
    expect(discountPercent(bundle(1, 990, 600))).toBe(0);
    expect(discountPercent(bundle(1, 1000, 1200))).toBe(49);
    expect(discountPercent(bundle(1, 4950, 6000))).toBe(50);
    expect(discountPercent(bundle(1, 2000, 600))).toBe(0);
  });
});

describe('formatCredits', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [1234567, '1.234.567'],
    [-1500, '-1.500'],
    [1000.9, '1.000'],
  ])('formats %p as %p', (credits, text) => {
    expect(formatCredits(credits)).toBe(text);
  });
});

describe('unreadLabel', () => {
  it('shows counts up to 99 and 99+ above', () => {
    expect(unreadLabel(0)).toBeNull();
    expect(unreadLabel(7)).toBe('7');
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
  });
});

describe('bundles', () => {
  const list = [
    bundle(1, 500, 300),
    bundle(2, 1000, 700, 'mostBought, default'),
    bundle(3, 2000, 1500, 'bestDeal'),
  ];

  it('reads classes from the comma list', () => {
    expect(bundleClasses(list[1]!)).toEqual(['mostBought', 'default']);
    expect(bundleClasses(list[0]!)).toEqual([]);
  });

  it('preselects the default bundle, else the first, else none', () => {
    expect(defaultBundle(list)?.id).toBe(2);
    expect(defaultBundle([list[0]!, list[2]!])?.id).toBe(1);
    expect(defaultBundle([])).toBeNull();
  });

  it('shows at most 5 bundles', () => {
    const many = Array.from({ length: 8 }, (_, i) => bundle(i, 100, 100));
    expect(visibleBundles(many).map((b) => b.id)).toEqual([0, 1, 2, 3, 4]);
  });

  it('builds the analytics item', () => {
    expect(bundleAnalyticsItem(list[1]!, 1, { affiliation: 'Site', brand: 'Brand' })).toEqual({
      index: 1,
      quantity: 1,
      item_name: 'Bundle 2',
      item_id: '2',
      affiliation: 'Site',
      currency: 'EUR',
      item_brand: 'Brand',
      item_category: 'credits',
      price: 10,
    });
  });
});

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
