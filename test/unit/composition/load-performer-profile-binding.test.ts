import { FakeBackend } from '../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../src/adapters/fake/manual-clock';
import { MemoryLogger } from '../../../src/adapters/fake/memory-logger';
import { RecordingAnalytics } from '../../../src/adapters/fake/recording-analytics';
import { MemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { defaultWhiteLabel } from '../../../src/config/white-label';
import { createContainer } from '../../../src/composition/create-container';
import { TOKENS } from '../../../src/composition/tokens';
import { LoadPerformerProfile } from '../../../src/core/performers/load-performer-profile.use-case';

describe('the LoadPerformerProfile binding', () => {
  it('resolves asynchronously to one use-case per container, wired to the container’s backend', async () => {
    const fake = new FakeBackend({ clock: new ManualClock(Date.UTC(2026, 10, 22)) });
    const logger = new MemoryLogger();
    const make = () =>
      createContainer({
        config: { whiteLabel: defaultWhiteLabel, backend: {} as never, secureCookies: false },
        backend: (credentials) => fake.session(credentials),
        storages: { cookie: new MemoryStorage(), local: new MemoryStorage(), session: new MemoryStorage() },
        clock: fake.clock,
        logger,
        analytics: new RecordingAnalytics(),
      });
    const container = make();
    const useCase = await container.getAsync<LoadPerformerProfile>(TOKENS.LoadPerformerProfile);
    expect(useCase).toBeInstanceOf(LoadPerformerProfile);
    expect(await container.getAsync(TOKENS.LoadPerformerProfile)).toBe(useCase);
    expect(await make().getAsync(TOKENS.LoadPerformerProfile)).not.toBe(useCase);

    const { username } = (await fake.session().performers.find({ limit: 1 })).items[0]!;
    const result = await useCase.execute({ username });
    expect(result.ok && result.value.performer.username).toBe(username);
    expect(await useCase.execute({ username: 'nobody_here_x' })).toEqual({
      ok: false,
      error: { kind: 'notFound' },
    });
  });
});
