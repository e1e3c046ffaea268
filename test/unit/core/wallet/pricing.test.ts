import {
  bundleClasses,
  bundlePrice,
  defaultBundle,
  discountPercent,
  formatPrice,
  minutesFromCredits,
  pricePerMinute,
  bundleBasket,
  wholeMinutes,
  visibleBundles,
} from '../../../../src/core/wallet/pricing';
import { bundleAnalyticsItem } from '../../../../src/core/wallet/bundle-analytics';
import type { Bundle } from '../../../../src/core/wallet/wallet.model';

function bundle(id: number, cost: number, credits: number, classes = ''): Bundle {
  return { id, name: `Bundle ${id}`, cost, credits, currency: 'EUR', meta: { classes } };
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

describe('price, minutes and discount edges', () => {
  it('shows a cost of 0 as 0.00, and negative costs as negative prices', () => {
    expect(bundlePrice(bundle(1, 0, 600))).toBe(0);
    expect(bundlePrice(bundle(1, 1, 600))).toBe(0.01);
    expect(bundlePrice(bundle(1, -999, 600))).toBe(-9.99);
    expect(formatPrice(bundlePrice(bundle(1, 0, 600)), 'nl')).toBe('0,00');
  });

  it('rounds half a cent away from zero, also where binary floats fall just short (1.005)', () => {
    expect(bundlePrice(bundle(1, 100.5, 600))).toBe(1.01);
    expect(bundlePrice(bundle(1, 100.4999, 600))).toBe(1);
    expect(bundlePrice(bundle(1, -100.5, 600))).toBe(-1.01);
    expect(formatPrice(1.005, 'nl')).toBe('1,01');
    expect(formatPrice(1.004999, 'en')).toBe('1.00');
    expect(formatPrice(0.005, 'de')).toBe('0,01');
    expect(formatPrice(-9.99, 'nl')).toBe('-9,99');
  });

  it('formats thousands and currencies per locale', () => {
    expect(formatPrice(999.99, 'nl')).toBe('999,99');
    expect(formatPrice(1000, 'nl')).toBe('1.000,00');
    expect(formatPrice(1000000, 'en')).toBe('1,000,000.00');
    expect(formatPrice(1000000, 'be')).toBe('1.000.000,00');
    expect(formatPrice(19.99, 'nl', 'EUR')).toBe('€\u00a019,99');
    expect(formatPrice(19.99, 'be', 'EUR')).toBe('€\u00a019,99');
    expect(formatPrice(19.99, 'de', 'EUR')).toBe('19,99\u00a0€');
    expect(formatPrice(19.99, 'en', 'EUR')).toBe('€19.99');
  });

  it('gives 0 minutes, 0 per minute and no discount for 0 credits', () => {
    expect(minutesFromCredits(0)).toBe(0);
    expect(wholeMinutes(0)).toBe(0);
    expect(pricePerMinute(bundle(1, 999, 0))).toBe(0);
    expect(discountPercent(bundle(1, 999, 0))).toBe(0);
    expect(pricePerMinute(bundle(1, 999, -60))).toBe(0);
    expect(discountPercent(bundle(1, 999, -60))).toBe(0);
  });

  it('counts whole minutes only, rounding down, never below 0', () => {
    expect(wholeMinutes(59)).toBe(0);
    expect(wholeMinutes(60)).toBe(1);
    expect(wholeMinutes(119)).toBe(1);
    expect(wholeMinutes(1350)).toBe(22);
    expect(minutesFromCredits(1350)).toBe(22.5);
    expect(wholeMinutes(-60)).toBe(0);
    expect(minutesFromCredits(-60)).toBe(-1);
  });

  it('rounds the price per minute to 2 decimals at the half cent', () => {
    expect(pricePerMinute(bundle(1, 1005, 600))).toBe(1.01);
    expect(pricePerMinute(bundle(1, 250, 1200))).toBe(0.13);
    expect(pricePerMinute(bundle(1, 1999, 1350))).toBe(0.89);
    expect(pricePerMinute(bundle(1, 0, 600))).toBe(0);
  });

  it('measures the discount against exactly 0.99 a minute, never below 0, 100 for a free bundle', () => {
    expect(discountPercent(bundle(1, 99, 60))).toBe(0);
    expect(discountPercent(bundle(1, 100, 60))).toBe(0);
    expect(discountPercent(bundle(1, 98, 60))).toBe(1);
    expect(discountPercent(bundle(1, 100000, 60))).toBe(0);
    expect(discountPercent(bundle(1, 0, 600))).toBe(100);
    expect(discountPercent(bundle(1, 1999, 1350))).toBe(10);
    expect(discountPercent(bundle(1, 499, 300))).toBe(0);
  });

  it('makes the basket of a bundle: id, shown price and credits', () => {
    expect(bundleBasket(bundle(4, 2999, 2100))).toEqual({ bundleId: 4, price: 29.99, credits: 2100 });
    expect(bundleBasket(bundle(5, 0, 0))).toEqual({ bundleId: 5, price: 0, credits: 0 });
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
    expect(visibleBundles(many.slice(0, 5))).toHaveLength(5);
    expect(visibleBundles(many.slice(0, 4))).toHaveLength(4);
    expect(visibleBundles([])).toEqual([]);
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
