import { LIMITS, PRICES } from '../common/constants.model';
import { LOCALE_ISO, type Locale } from '../common/locale.model';
import type { Basket, Bundle } from './wallet.model';

/**
 * Prices, minutes and discounts of SPEC §9, for the credits drawer. The frame's credit formats live
 * in credits-format.ts (re-exported here), so a page's first load carries none of this file.
 */
export { formatCredits, unreadLabel } from './credits-format';

/**
 * Rounds to 2 decimals, half away from zero, on the decimal the number is written as: binary
 * floats hold 1.005 as 1.00499..., which Math.round(value * 100) would round down to 1.
 */
function round2(value: number): number {
  const abs = Math.abs(value);
  const decimal = Number(`${Math.round(Number(`${abs}e2`))}e-2`);
  // Numbers written in exponent form (1e-7, 1e21) have no such decimal: they round plainly.
  const rounded = Number.isFinite(decimal) ? decimal : Math.round(abs * 100) / 100;
  return value < 0 ? -rounded : rounded;
}

/** The shown price of a bundle in currency units: cost (cents) / 100, rounded to 2 decimals. */
export function bundlePrice(bundle: Pick<Bundle, 'cost'>): number {
  return round2(bundle.cost / 100);
}

/** Formats a price, rounded to exactly 2 decimals, in the locale's style ('9,99' nl, '9.99' en); with a currency symbol when given. */
export function formatPrice(amount: number, locale: Locale, currency?: string): string {
  const options: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  if (currency) Object.assign(options, { style: 'currency', currency });
  // Rounded first, as the shown price is: Intl would round the binary value of 1.005 down.
  return new Intl.NumberFormat(LOCALE_ISO[locale], options).format(round2(amount));
}

/** Chat minutes bought with credits: credits / 60 (60 credits per minute), unrounded. */
export function minutesFromCredits(credits: number): number {
  return credits / PRICES.chatCreditsPerMinute;
}

/**
 * Whole chat minutes bought with credits, rounded down: what the drawer shows (a started minute
 * is not a minute a member can chat). Never negative.
 */
export function wholeMinutes(credits: number): number {
  return Math.max(0, Math.floor(minutesFromCredits(credits)));
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

/** The basket of a selected bundle (SPEC §3): its id, shown price and credits. */
export function bundleBasket(bundle: Pick<Bundle, 'id' | 'cost' | 'credits'>): Basket {
  return { bundleId: bundle.id, price: bundlePrice(bundle), credits: bundle.credits };
}

/** The bundles shown in the credits drawer: the first 5. */
export function visibleBundles<B extends Bundle>(bundles: readonly B[]): B[] {
  return bundles.slice(0, LIMITS.bundleListMax);
}
