import type { Basket, Bundle } from './wallet.model';
import { bundleAnalyticsItem, type AnalyticsSite } from './bundle-analytics';
import { bundleBasket } from './pricing';
import type { Analytics } from '../../ports/analytics.port';

export interface SelectBundleInput {
  bundle: Bundle;
  /** Position of the bundle in the list shown (0-based), for the analytics item. */
  index: number;
  site: AnalyticsSite;
}

/**
 * SPEC §4: selecting a bundle sets the basket at once and emits a selection event with the bundle
 * id: a 'select_item' analytics event carrying the bundle's analytics item. Returns the basket.
 */
export class SelectBundle {
  constructor(private readonly analytics: Analytics) {}

  execute(input: SelectBundleInput): Basket {
    const item = bundleAnalyticsItem(input.bundle, input.index, input.site);
    this.analytics.push('select_item', {
      item_list_name: 'bundles',
      bundle_id: input.bundle.id,
      items: [item],
    });
    return bundleBasket(input.bundle);
  }
}
