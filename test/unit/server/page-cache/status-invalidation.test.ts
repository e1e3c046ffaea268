import { backendConfigFromEnv } from '../../../../src/config/backend-config';
import { PageCache, type CachedPage } from '../../../../src/server/page-cache/page-cache';
import { gzipAroundNonce } from '../../../../src/server/page-cache/gzip-around-nonce';
import { PerformerCatalogueCache } from '../../../../src/server/page-cache/performer-catalogue-cache';
import { clearOnPerformerStatus } from '../../../../src/server/page-cache/status-invalidation';
import { startSandbox, type RunningSandbox } from '../../../../src/server/sandbox/start-sandbox';
import { createFakeWorld } from '../../../contract/fake-target';
import { postStudio } from '../../../contract/studio-post';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, backend: createFakeWorld().backend });
});
afterAll(() => sandbox.close());

const PAGE: CachedPage = {
  status: 200,
  headers: [],
  bodyAroundNonce: [Buffer.from('grid')],
  gzip: gzipAroundNonce([Buffer.from('grid')], 22),
};

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 200 && !condition(); tries += 1) await new Promise((r) => setTimeout(r, 25));
  expect(condition()).toBe(true);
}

it("forgets the cached pages and lists when a performer's status changes on the backend", async () => {
  const cache = new PageCache({ ttlMs: 60_000, maxEntries: 10 });
  const lists = new PerformerCatalogueCache({ ttlMs: 60_000, maxEntries: 10 });
  const watch = clearOnPerformerStatus([cache, lists], backendConfigFromEnv({}, sandbox.url).server);
  try {
    // The first connect clears too (changes may have been missed): wait for it before filling.
    await until(() => watch.connected());
    await cache.page('/', async () => PAGE);
    await cache.page('/en', async () => PAGE);
    expect(cache.size).toBe(2);
    await lists.wrap(sandbox.backend.session().performers).featuredCategories();
    expect(lists.size).toBe(1);
    const performer = sandbox.backend.world.performers.all().find((p) => p.onlineStatus === 0)!;
    const answer = await postStudio(`${sandbox.url}/sandbox/studio/status`, {
      username: performer.username,
      status: '1',
    });
    expect(answer.status).toBe(200);
    await until(() => cache.size === 0);
    expect(lists.size).toBe(0);
  } finally {
    watch.stop();
  }
});
