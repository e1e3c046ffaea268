import { FakeBackend } from '../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../src/adapters/fake/manual-clock';
import { MemoryLogger } from '../../../src/adapters/fake/memory-logger';
import { RecordingAnalytics } from '../../../src/adapters/fake/recording-analytics';
import { MemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { defaultWhiteLabel } from '../../../src/config/white-label';
import { createContainer } from '../../../src/composition/create-container';
import { TOKENS } from '../../../src/composition/tokens';
import type { AutocompletePerformers } from '../../../src/core/performers/autocomplete-performers.use-case';
import type { CountPerformers } from '../../../src/core/performers/count-performers.use-case';

function container() {
  const fake = new FakeBackend({ clock: new ManualClock() });
  let backends = 0;
  const made = createContainer({
    config: { whiteLabel: defaultWhiteLabel, backend: {} as never, secureCookies: false },
    backend: (credentials) => {
      backends += 1;
      return fake.session(credentials);
    },
    storages: { cookie: new MemoryStorage(), local: new MemoryStorage(), session: new MemoryStorage() },
    clock: fake.clock,
    logger: new MemoryLogger(),
    analytics: new RecordingAnalytics(),
  });
  return { made, backends: () => backends };
}

describe('performer search bindings', () => {
  it('resolve the autocomplete and count use-cases asynchronously, once per container', async () => {
    const { made, backends } = container();
    const autocomplete = await made.getAsync<AutocompletePerformers>(TOKENS.AutocompletePerformers);
    expect(await made.getAsync(TOKENS.AutocompletePerformers)).toBe(autocomplete);
    const count = await made.getAsync<CountPerformers>(TOKENS.CountPerformers);
    expect(backends()).toBe(1);
    expect(await autocomplete.execute({ query: 'an' })).toEqual([]);
    const counted = await count.execute({});
    expect(counted.ok && counted.value).toBeGreaterThan(0);
  });
});
