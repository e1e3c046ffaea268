import { LIMITS, PRICES } from '../model/constants';
import { LOCALE_ISO, type Locale } from '../model/locale';
import type { Bundle } from '../model/wallet';

/** Prices, minutes, discounts and credit formatting of SPEC §9. */

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The shown price of a bundle in currency units: cost (cents) / 100, rounded to 2 decimals. */
export function bundlePrice(bundle: Pick<Bundle, 'cost'>): number {
  return round2(bundle.cost / 100);
}

/** Formats a price with exactly 2 decimals in the locale's style ('9,99' nl, '9.99' en); with a currency symbol when given. */
export function formatPrice(amount: number, locale: Locale, currency?: string): string {
  const options: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  if (currency) Object.assign(options, { style: 'currency', currency });
  return new Intl.NumberFormat(LOCALE_ISO[locale], options).format(amount);
}

/** Chat minutes bought with credits: credits / 60 (60 credits per minute), unrounded. */
export function minutesFromCredits(credits: number): number {
  return credits / PRICES.chatCreditsPerMinute;
}

/** Price per chat minute of a bundle: shown price / minutes, rounded to 2 decimals; 0 without credits. */
export function pricePerMinute(bundle: Pick<Bundle, 'cost' | 'credits'>): number {
  const minutes = minutesFromCredits(bundle.credits);
  return minutes > 0 ? round2(bundle.cost / 100 / minutes) : 0;
}

/**
 * Discount of a bundle in whole percent against the base price of 0.99 per chat minute:
 * round((0.99 - perMinute) / 0.99 * 100) with perMinute = (cost / 100) / (credits / 60), unrounded.
 * Never negative: a bundle dearer than the base shows no discount.
 */
export function discountPercent(bundle: Pick<Bundle, 'cost' | 'credits'>): number {
  const minutes = minutesFromCredits(bundle.credits);
  if (minutes <= 0) return 0;
  const perMinute = bundle.cost / 100 / minutes;
  const percent = Math.round(((PRICES.baseDiscountPrice - perMinute) / PRICES.baseDiscountPrice) * 100);
  return Math.max(0, percent);
}

/** Credits as a whole number with a dot as thousands separator: 1000 → '1.000', -1500 → '-1.500'. */
export function formatCredits(credits: number): string {
  const whole = Math.trunc(credits);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return whole < 0 ? `-${digits}` : digits;
}

/** The unread counter's text: null when there is nothing unread, '99+' above 99. */
export function unreadLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > LIMITS.unreadShownMax ? `${LIMITS.unreadShownMax}+` : String(count);
}

/** The classes of a bundle (meta.classes, comma separated): 'default', 'bestDeal', 'mostBought'. */
export function bundleClasses(bundle: Pick<Bundle, 'meta'>): string[] {
  return (bundle.meta?.classes ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** The preselected bundle: the one marked 'default', otherwise the first; null for no bundles. */
export function defaultBundle<B extends Bundle>(bundles: readonly B[]): B | null {
  return bundles.find((bundle) => bundleClasses(bundle).includes('default')) ?? bundles[0] ?? null;
}

/** The bundles shown in the credits drawer: the first 5. */
export function visibleBundles<B extends Bundle>(bundles: readonly B[]): B[] {
  return bundles.slice(0, LIMITS.bundleListMax);
}
