import { PageCache, type CachedPage } from '../../../../src/server/page-cache/page-cache';
import { gzipAroundNonce } from '../../../../src/server/page-cache/gzip-around-nonce';

function page(text: string): CachedPage {
  const bodyAroundNonce = [Buffer.from(text)];
  return {
    status: 200,
    headers: [['content-type', 'text/html']],
    bodyAroundNonce,
    gzip: gzipAroundNonce(bodyAroundNonce, 22),
  };
}

function textOf(cached: CachedPage | null): string | null {
  return cached ? Buffer.concat(cached.bodyAroundNonce).toString() : null;
}

function cacheAt(clock: { now: number }, ttlMs = 3000, maxEntries = 10) {
  return new PageCache({ ttlMs, maxEntries, now: () => clock.now });
}

describe('PageCache', () => {
  it('serves a stored page until its time to live has passed, then renders again', async () => {
    // A clock that has run a while, as a process's has: lru-cache reads a start of 0 as "no ttl".
    const clock = { now: 1000 };
    const cache = cacheAt(clock);
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
    expect(textOf(await cache.page('/', render))).toBe('render 1');
    clock.now = 4000;
    expect(textOf(await cache.page('/', render))).toBe('render 1');
    clock.now = 4001;
    expect(textOf(await cache.page('/', render))).toBe('render 2');
  });

  it('renders once for concurrent requests of the same page', async () => {
    const cache = cacheAt({ now: 0 });
    let renders = 0;
    let finish: (value: CachedPage) => void = () => {};
    const render = () => {
      renders += 1;
      return new Promise<CachedPage>((resolve) => (finish = resolve));
    };
    const pages = Promise.all([cache.page('/', render), cache.page('/', render), cache.page('/', render)]);
    finish(page('shared'));
    expect((await pages).map(textOf)).toEqual(['shared', 'shared', 'shared']);
    expect(renders).toBe(1);
  });

  it('lets waiting requests render for themselves when the shared render is not cacheable or fails', async () => {
    const cache = cacheAt({ now: 0 });
    let fail: (error: Error) => void = () => {};
    const first = cache.page('/', () => new Promise<CachedPage>((_, reject) => (fail = reject)));
    const second = cache.page('/', async () => page('own'));
    const third = cache.page('/x', async () => null);
    fail(new Error('backend down'));
    await expect(first).rejects.toThrow('backend down');
    expect(textOf(await second)).toBe('own');
    expect(await third).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets every page on clear, and does not store a render that began before it', async () => {
    const cache = cacheAt({ now: 0 });
    await cache.page('/', async () => page('old'));
    let finish: (value: CachedPage) => void = () => {};
    const slow = cache.page('/en', () => new Promise<CachedPage>((resolve) => (finish = resolve)));
    cache.clear();
    finish(page('rendered before the change'));
    await slow;
    expect(cache.size).toBe(0);
    expect(textOf(await cache.page('/', async () => page('new')))).toBe('new');
  });

  it('drops the least recently used page beyond its size', async () => {
    const cache = cacheAt({ now: 0 }, 3000, 2);
    await cache.page('/a', async () => page('a'));
    await cache.page('/b', async () => page('b'));
    await cache.page('/a', async () => page('a again'));
    await cache.page('/c', async () => page('c'));
    expect(textOf(await cache.page('/a', async () => page('a rendered')))).toBe('a');
    expect(textOf(await cache.page('/b', async () => page('b rendered')))).toBe('b rendered');
  });
});
