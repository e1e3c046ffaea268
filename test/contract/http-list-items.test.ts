import { MemoryCredentials } from '../../src/adapters/session/memory-credentials';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpBackend, type HttpBackendConfig } from '../../src/adapters/http/create-http-backend';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger';
import { ApiError } from '../../src/core/common/api-error.model';
import { startSandbox, type RunningSandbox } from '../../src/server/sandbox/start-sandbox';
import { createFakeWorld } from './fake-target';
import { sandboxConfig } from './http-target';

/** List items are checked against the model at the wire (docs/api.md, "Malformed list items"). */

const bundle = (id: number) => ({
  id,
  name: `B${id}`,
  cost: 1000,
  credits: 100,
  currency: 'EUR',
  meta: { classes: '' },
});

/** A backend that answers every GET with the body of its path, and 404 otherwise. */
function tinyBackend(bodies: Record<string, unknown>): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const body = bodies[path];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { error: 'notFound' }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

function configAt(url: string): HttpBackendConfig {
  const base = { memberKey: 'k', engineKey: 'k', socketUrl: url, socketPath: '/socket.io' };
  return {
    ...base,
    memberUrl: `${url}/member`,
    engineUrl: `${url}/engine`,
    storageUrl: `${url}/storage`,
  };
}

describe('HTTP adapters against a backend that sends a malformed list item', () => {
  let backend: { url: string; server: Server };
  const logger = new MemoryLogger();

  beforeAll(async () => {
    const performer = {
      id: 1,
      username: 'ann',
      age: 25,
      snapshot: 's.svg',
      nonude: 'n.svg',
      onlineState: 'online',
      onlineStatus: 1,
      rating: 4,
      cybertoy: false,
      languages: ['Dutch'],
    };
    backend = await tinyBackend({
      '/member/bundles': { result: [bundle(1), { ...bundle(2), cost: '10,00' }, bundle(3)] },
      '/member/favourite': { result: [{ performerId: 'seven' }, null] },
      '/engine/user/find': {
        items: [performer, { ...performer, id: 2, languages: ['Klingon'] }],
        total: 2,
        page: 1,
        limit: 60,
      },
    });
  });
  afterAll(() => new Promise((resolve) => backend.server.close(resolve)));
  beforeEach(() => logger.clear());

  it('leaves the bad item out, keeps the others and logs which one and why', async () => {
    const bundles = await createHttpBackend(
      configAt(backend.url),
      new MemoryCredentials(null),
      logger,
    ).member.getBundles();
    expect(bundles.map((item) => item.id)).toEqual([1, 3]);
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'Left out 1 malformed item(s) of GET /bundles',
        detail: [{ index: 1, problem: expect.stringMatching(/^cost: Invalid type: Expected number/) }],
      },
    ]);
  });

  it('checks nested lists of a page too (a performer whose language is not one of SPEC §3)', async () => {
    const page = await createHttpBackend(
      configAt(backend.url),
      new MemoryCredentials(null),
      logger,
    ).performers.find({ page: 1 });
    expect(page.items.map((item) => item.id)).toEqual([1]);
    expect(page.total).toBe(2);
    expect(logger.entries[0]?.detail).toEqual([
      { index: 1, problem: expect.stringMatching(/^languages\.0: Invalid type/) },
    ]);
  });

  it('fails the call as unexpected when no item of a non-empty list fits: the contract is broken', async () => {
    const failure = await createHttpBackend(configAt(backend.url), new MemoryCredentials(null), logger)
      .member.getFavourites()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ label: 'unexpected' });
    expect((failure as Error).message).toContain('no item of GET /favourite fits the model');
    expect(logger.entries).toEqual([]);
  });
});

describe('the sandbox lists every item in the shape of the model', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, backend: createFakeWorld().backend });
  });
  afterAll(() => sandbox.close());

  it('so no item of any list the HTTP adapters read is left out', async () => {
    const logger = new MemoryLogger();
    const credentials = new MemoryCredentials(null);
    const ports = createHttpBackend(sandboxConfig(sandbox), credentials, logger);
    const { token } = await ports.member.login({ username: 'demo', password: 'demo1234' });
    credentials.set(token);
    const page = await ports.performers.find({ page: 1, limit: 60 });
    const conversations = await ports.inbox.list('all');
    const lists = {
      performers: page.items,
      categories: await ports.performers.featuredCategories(),
      autocomplete: await ports.performers.autocomplete(page.items[0]?.username.slice(0, 2) ?? ''),
      bundles: await ports.member.getBundles(),
      favourites: await ports.member.getFavourites(),
      paymentMethods: await ports.payment.getPaymentMethods('100x100'),
      dialInNumbers: await ports.dialIn.getNumbers({ provider: 'dialin' }),
      albums: await ports.media.albums(page.items[0]?.id ?? 0),
      conversations,
      messages: (await ports.inbox.messages(conversations[0]?.id ?? 0, 0)).messages,
      suggestions: await ports.inbox.suggestions('models', {}),
      landers: await ports.landers.landers(),
    };
    const empty = Object.entries(lists).filter(([, items]) => items.length === 0);
    expect(empty).toEqual([]);
    expect(conversations.some((conversation) => conversation.message !== null)).toBe(true);
    expect(logger.entries).toEqual([]);
  });
});
