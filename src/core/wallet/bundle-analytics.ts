import type { Bundle } from './wallet.model';
import { bundlePrice } from './pricing';

/** The analytics item of a bundle (SPEC §3 'Bundle analytics item'), as a tag manager expects it. */
export interface BundleAnalyticsItem {
  index: number;
  quantity: number;
  item_name: string;
  item_id: string;
  affiliation: string;
  currency: string;
  item_brand: string;
  item_category: string;
  price: number;
}

export interface AnalyticsSite {
  /** The white-label site name. */
  affiliation: string;
  /** The brand name shown to tag managers. */
  brand: string;
}

/** Builds the analytics item of a bundle at its position (0-based) in the list shown. */
export function bundleAnalyticsItem(bundle: Bundle, index: number, site: AnalyticsSite): BundleAnalyticsItem {
  return {
    index,
    quantity: 1,
    item_name: bundle.name,
    item_id: String(bundle.id),
    affiliation: site.affiliation,
    currency: bundle.currency,
    item_brand: site.brand,
    item_category: 'credits',
    price: bundlePrice(bundle),
  };
}
