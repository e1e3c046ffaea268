import { FreshCache } from '../../../../src/server/page-cache/fresh-cache';

function cacheAt(clock: { now: number }, ttlMs = 3000, maxEntries = 10) {
  return new FreshCache<string>({ ttlMs, maxEntries, now: () => clock.now });
}

describe('FreshCache', () => {
  it('serves a stored value until its time to live has passed, then makes it again', async () => {
    // A clock that has run a while, as a process's has: lru-cache reads a start of 0 as "no ttl".
    const clock = { now: 1000 };
    const cache = cacheAt(clock);
    let makings = 0;
    const make = async () => `made ${++makings}`;
    expect(await cache.get('/', make)).toBe('made 1');
    clock.now = 4000;
    expect(await cache.get('/', make)).toBe('made 1');
    clock.now = 4001;
    expect(await cache.get('/', make)).toBe('made 2');
  });

  it('makes a value once for concurrent requests of it', async () => {
    const cache = cacheAt({ now: 0 });
    let makings = 0;
    let finish: (value: string) => void = () => {};
    const make = () => {
      makings += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const values = Promise.all([cache.get('/', make), cache.get('/', make), cache.get('/', make)]);
    finish('shared');
    expect(await values).toEqual(['shared', 'shared', 'shared']);
    expect(makings).toBe(1);
  });

  it('lets waiting requests make the value themselves when the shared making fails', async () => {
    const cache = cacheAt({ now: 0 });
    let fail: (error: Error) => void = () => {};
    const first = cache.get('/', () => new Promise<string>((_, reject) => (fail = reject)));
    const second = cache.get('/', async () => 'own');
    fail(new Error('backend down'));
    await expect(first).rejects.toThrow('backend down');
    expect(await second).toBe('own');
  });

  it('forgets every value on clear, and does not store a making that began before it', async () => {
    const cache = cacheAt({ now: 0 });
    await cache.get('/', async () => 'old');
    let finish: (value: string) => void = () => {};
    const slow = cache.get('/en', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('made before the change');
    await slow;
    expect(cache.size).toBe(0);
    expect(await cache.get('/', async () => 'new')).toBe('new');
  });

  it('drops the least recently used value beyond its size', async () => {
    const cache = cacheAt({ now: 0 }, 3000, 2);
    await cache.get('/a', async () => 'a');
    await cache.get('/b', async () => 'b');
    await cache.get('/a', async () => 'a again');
    await cache.get('/c', async () => 'c');
    expect(await cache.get('/a', async () => 'a made')).toBe('a');
    expect(await cache.get('/b', async () => 'b made')).toBe('b made');
  });
});
