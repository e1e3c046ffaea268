import { FakeBackend } from '../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../src/adapters/fake/manual-clock';
import { MemoryLogger } from '../../../src/adapters/fake/memory-logger';
import { RecordingAnalytics } from '../../../src/adapters/fake/recording-analytics';
import { MemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { defaultWhiteLabel } from '../../../src/config/white-label';
import { createContainer } from '../../../src/composition/create-container';
import { TOKENS } from '../../../src/composition/tokens';
import { BuyBundle } from '../../../src/core/wallet/buy-bundle.use-case';
import { LoadCreditsOffer } from '../../../src/core/wallet/load-credits-offer.use-case';
import { SelectBundle } from '../../../src/core/wallet/select-bundle.use-case';
import { WatchPayment } from '../../../src/core/wallet/watch-payment.use-case';

describe('wallet bindings', () => {
  it('resolve the credits drawer use-cases asynchronously, once per container', async () => {
    const fake = new FakeBackend({ clock: new ManualClock() });
    const analytics = new RecordingAnalytics();
    const container = createContainer({
      config: { whiteLabel: defaultWhiteLabel, backend: {} as never, secureCookies: false },
      backend: (credentials) => fake.session(credentials),
      storages: { cookie: new MemoryStorage(), local: new MemoryStorage(), session: new MemoryStorage() },
      clock: fake.clock,
      logger: new MemoryLogger(),
      analytics,
    });
    const offer = await container.getAsync<LoadCreditsOffer>(TOKENS.LoadCreditsOffer);
    expect(offer).toBeInstanceOf(LoadCreditsOffer);
    expect(await container.getAsync(TOKENS.LoadCreditsOffer)).toBe(offer);
    expect(await container.getAsync(TOKENS.BuyBundle)).toBeInstanceOf(BuyBundle);
    expect(await container.getAsync(TOKENS.WatchPayment)).toBeInstanceOf(WatchPayment);
    const select = await container.getAsync<SelectBundle>(TOKENS.SelectBundle);
    const loaded = await offer.execute('nl');
    if (!loaded.ok) throw new Error('no offer');
    select.execute({ bundle: loaded.value.bundles[0]!, index: 0, site: { affiliation: 'a', brand: 'b' } });
    expect(analytics.named('select_item')).toHaveLength(1);
  });
});
