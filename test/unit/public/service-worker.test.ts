import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext, type Context } from 'node:vm';

/**
 * public/sw.js run in a stand-in for a worker's global scope: an in-memory Cache API that lists
 * entries in the order they were put (as the spec says), a counting fetch, and events whose
 * waitUntil/respondWith promises the test awaits. What a browser alone shows (install on a changed
 * script, skipWaiting and claim, storage quota) is not tested here; docs/decisions.md, 35 says so.
 */

interface FakeRequest {
  url: string;
  method: string;
}

class FakeCache {
  readonly entries = new Map<string, { ok: boolean; body: string }>();

  async match(request: FakeRequest) {
    return this.entries.get(request.url);
  }

  async put(request: FakeRequest, response: { ok: boolean; body: string }) {
    this.entries.delete(request.url);
    this.entries.set(request.url, response);
  }

  async keys(): Promise<FakeRequest[]> {
    return [...this.entries.keys()].map((url) => ({ url, method: 'GET' }));
  }

  async delete(request: FakeRequest) {
    return this.entries.delete(request.url);
  }
}

const ORIGIN = 'https://site.example';

function loadWorker() {
  const stores = new Map<string, FakeCache>();
  const listeners = new Map<string, (event: unknown) => void>();
  const fetched: string[] = [];
  const context: Context = createContext({
    URL,
    Promise,
    self: {
      location: { origin: ORIGIN },
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      skipWaiting: () => Promise.resolve(),
      clients: { claim: () => Promise.resolve() },
    },
    caches: {
      open: async (name: string) => {
        if (!stores.has(name)) stores.set(name, new FakeCache());
        return stores.get(name);
      },
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
    fetch: async (request: FakeRequest) => {
      fetched.push(request.url);
      const response = {
        ok: true,
        body: `body of ${request.url}`,
        clone: () => ({ ok: true, body: `body of ${request.url}` }),
      };
      return response;
    },
  });
  runInContext(readFileSync(join(__dirname, '../../../public/sw.js'), 'utf8'), context);
  const max = runInContext('MAX_ASSETS', context) as number;

  async function dispatch(type: string, request?: FakeRequest) {
    const pending: Promise<unknown>[] = [];
    let answer: Promise<unknown> | undefined;
    listeners.get(type)?.({
      request,
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
      respondWith: (promise: Promise<unknown>) => {
        answer = promise;
      },
    });
    const response = await answer;
    // waitUntil may be called while the answer is on its way; wait for all of it.
    for (let index = 0; index < pending.length; index += 1) await pending[index];
    return response;
  }

  const get = (path: string, origin = ORIGIN) =>
    dispatch('fetch', { url: `${origin}${path}`, method: 'GET' });
  const cached = async () => [...((await context.caches.open('assets-v2')) as FakeCache).entries.keys()];
  return { stores, fetched, max, dispatch, get, cached };
}

describe('the service worker', () => {
  it('deletes the unbounded cache of the worker before it when it activates', async () => {
    const worker = loadWorker();
    worker.stores.set('assets-v1', new FakeCache());
    await worker.dispatch('activate');
    expect([...worker.stores.keys()]).toEqual(['assets-v2']);
  });

  it('answers a cached asset from the device, without the network', async () => {
    const worker = loadWorker();
    await worker.get('/assets/chunks/a.js');
    expect(await worker.get('/assets/chunks/a.js')).toMatchObject({
      body: `body of ${ORIGIN}/assets/chunks/a.js`,
    });
    expect(worker.fetched).toEqual([`${ORIGIN}/assets/chunks/a.js`]);
  });

  it('keeps at most MAX_ASSETS entries, dropping the oldest first', async () => {
    const worker = loadWorker();
    const extra = 5;
    for (let index = 0; index < worker.max + extra; index += 1)
      await worker.get(`/assets/chunks/c${index}.js`);
    const kept = await worker.cached();
    expect(kept).toHaveLength(worker.max);
    expect(kept[0]).toBe(`${ORIGIN}/assets/chunks/c${extra}.js`);
    expect(kept.at(-1)).toBe(`${ORIGIN}/assets/chunks/c${worker.max + extra - 1}.js`);
  });

  it('bounds a cache that is already over the limit when it activates', async () => {
    const worker = loadWorker();
    const cache = new FakeCache();
    for (let index = 0; index < worker.max + 3; index += 1) {
      await cache.put({ url: `${ORIGIN}/assets/old${index}.js`, method: 'GET' }, { ok: true, body: '' });
    }
    worker.stores.set('assets-v2', cache);
    await worker.dispatch('activate');
    expect(await worker.cached()).toHaveLength(worker.max);
  });

  it('leaves pages, other origins and other methods to the network', async () => {
    const worker = loadWorker();
    expect(await worker.get('/free')).toBeUndefined();
    expect(await worker.get('/assets/x.js', 'https://cdn.example')).toBeUndefined();
    expect(await worker.dispatch('fetch', { url: `${ORIGIN}/assets/x.js`, method: 'POST' })).toBeUndefined();
    expect(await worker.cached()).toEqual([]);
  });
});
