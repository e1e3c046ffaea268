import { backendConfigFromEnv } from '../../../../src/config/backend-config';
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

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 200 && !condition(); tries += 1) await new Promise((r) => setTimeout(r, 25));
  expect(condition()).toBe(true);
}

it("forgets the kept lists and purges the shared caches when a performer's status changes", async () => {
  const lists = new PerformerCatalogueCache({ ttlMs: 60_000, maxEntries: 10 });
  const order: string[] = [];
  const inOrder = { clear: () => order.push(lists.size === 0 ? 'purge after lists' : 'purge before lists') };
  const watch = clearOnPerformerStatus([lists, inOrder], backendConfigFromEnv({}, sandbox.url).server);
  try {
    // The first connect clears too (changes may have been missed): wait for it before filling.
    await until(() => watch.connected());
    order.length = 0;
    await lists.wrap(sandbox.backend.session().performers).featuredCategories();
    expect(lists.size).toBe(1);
    const performer = sandbox.backend.world.performers.all().find((p) => p.onlineStatus === 0)!;
    const answer = await postStudio(`${sandbox.url}/sandbox/studio/status`, {
      username: performer.username,
      status: '1',
    });
    expect(answer.status).toBe(200);
    await until(() => order.length > 0);
    expect(lists.size).toBe(0);
    expect(order).toEqual(['purge after lists']);
  } finally {
    watch.stop();
  }
});
