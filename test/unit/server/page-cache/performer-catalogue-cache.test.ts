import type { PerformerPage, PerformerQuery } from '../../../../src/core/performers/performer.model';
import type { PerformerApi } from '../../../../src/ports/performer-api.port';
import { PerformerCatalogueCache } from '../../../../src/server/page-cache/performer-catalogue-cache';

const QUERY: PerformerQuery = { gender: 'female', locale: 'nl', page: 1, limit: 60 };

/** A backend that counts its calls and answers each find with a fresh page naming the call. */
function countingBackend() {
  const calls: string[] = [];
  let fail = false;
  const api = {
    find: async (query: PerformerQuery): Promise<PerformerPage> => {
      calls.push(`find ${query.locale} ${query.page}`);
      if (fail) throw new Error('backend down');
      const items = [{ id: calls.length, username: `Call${calls.length}` }];
      return { items, total: 1, page: query.page ?? 1, limit: 60 } as unknown as PerformerPage;
    },
    count: async () => {
      calls.push('count');
      return 7;
    },
  } as unknown as PerformerApi;
  return { api, calls, failNext: (value: boolean) => (fail = value) };
}

function cacheAt(clock: { now: number }, ttlMs = 3000) {
  return new PerformerCatalogueCache({ ttlMs, maxEntries: 10, now: () => clock.now });
}

describe('PerformerCatalogueCache', () => {
  it('answers the same query from one backend call until its time to live has passed', async () => {
    // A clock that has run a while, as a process's has: lru-cache reads a start of 0 as "no ttl".
    const clock = { now: 1000 };
    const cache = cacheAt(clock);
    const backend = countingBackend();
    // Each request wraps its own port: the answers are the process's.
    const first = await cache.wrap(backend.api).find(QUERY);
    clock.now = 4000;
    const second = await cache.wrap(countingBackend().api).find({ ...QUERY });
    expect(second).toEqual(first);
    expect(backend.calls).toEqual(['find nl 1']);
    clock.now = 4001;
    await cache.wrap(backend.api).find(QUERY);
    expect(backend.calls).toEqual(['find nl 1', 'find nl 1']);
  });

  it('keeps each method and query apart', async () => {
    const cache = cacheAt({ now: 0 });
    const { api, calls } = countingBackend();
    const lists = cache.wrap(api);
    await lists.find(QUERY);
    await lists.find({ ...QUERY, locale: 'en' });
    await lists.find({ ...QUERY, page: 2 });
    expect(await lists.count(QUERY)).toBe(7);
    await lists.find(QUERY);
    expect(calls).toEqual(['find nl 1', 'find en 1', 'find nl 2', 'count']);
  });

  it('asks the backend once for concurrent requests of the same list', async () => {
    const cache = cacheAt({ now: 0 });
    const { api, calls } = countingBackend();
    const answers = await Promise.all([1, 2, 3].map(() => cache.wrap(api).find(QUERY)));
    expect(calls).toHaveLength(1);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('gives every caller a copy of its own, so a render that changes its list changes no other', async () => {
    const cache = cacheAt({ now: 0 });
    const lists = cache.wrap(countingBackend().api);
    const first = await lists.find(QUERY);
    first.items.pop();
    expect((await lists.find(QUERY)).items).toHaveLength(1);
  });

  it('keeps no failure: the next request asks the backend again', async () => {
    const cache = cacheAt({ now: 0 });
    const backend = countingBackend();
    backend.failNext(true);
    await expect(cache.wrap(backend.api).find(QUERY)).rejects.toThrow('backend down');
    backend.failNext(false);
    await expect(cache.wrap(backend.api).find(QUERY)).resolves.toMatchObject({ total: 1 });
    expect(backend.calls).toHaveLength(2);
  });

  it('forgets everything when cleared (a performer went on or off line)', async () => {
    const cache = cacheAt({ now: 0 });
    const { api, calls } = countingBackend();
    await cache.wrap(api).find(QUERY);
    cache.clear();
    expect(cache.size).toBe(0);
    await cache.wrap(api).find(QUERY);
    expect(calls).toHaveLength(2);
  });
});
