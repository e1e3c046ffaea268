import type { Bundle } from '../../../../src/core/wallet/wallet.model';
import { SelectBundle } from '../../../../src/core/wallet/select-bundle.use-case';
import { fakeSetup } from '../../support/fake-setup';
import { SITE } from './wallet-setup';

describe('SelectBundle', () => {
  it('returns the basket at once and pushes select_item with the bundle id and analytics item', () => {
    const setup = fakeSetup();
    const bundle: Bundle = {
      id: 7,
      name: 'Plus',
      cost: 1999,
      credits: 1350,
      currency: 'EUR',
      meta: { classes: '' },
    };
    expect(new SelectBundle(setup.analytics).execute({ bundle, index: 3, site: SITE })).toEqual({
      bundleId: 7,
      price: 19.99,
      credits: 1350,
    });
    expect(setup.analytics.named('select_item')).toEqual([
      {
        item_list_name: 'bundles',
        bundle_id: 7,
        items: [expect.objectContaining({ item_id: '7', index: 3, price: 19.99, affiliation: 'Site' })],
      },
    ]);
  });
});
