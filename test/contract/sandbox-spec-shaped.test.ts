import jpeg from 'jpeg-js';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger';
import { createHttpBackend } from '../../src/adapters/http/create-http-backend';
import { MemoryCredentials } from '../../src/adapters/session/memory-credentials';
import type { BackendPorts } from '../../src/ports/backend-ports';
import { startSandbox, type RunningSandbox } from '../../src/server/sandbox/start-sandbox';
import { createFakeWorld } from './fake-target';
import { sandboxConfig } from './http-target';

/**
 * The spec-shaped sandbox (docs/api.md, "A spec-shaped backend"): what its wire leaves out, and
 * what the HTTP adapters make of it. Every port's contract runs against it in http-spec-shaped.test.ts.
 */
let sandbox: RunningSandbox;
let ports: BackendPorts;
let token: string;
const logger = new MemoryLogger();

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, backend: createFakeWorld().backend, specShaped: true });
  const credentials = new MemoryCredentials();
  ports = createHttpBackend(sandboxConfig(sandbox), credentials, logger);
  token = (await ports.member.login({ username: 'demo', password: 'demo1234' })).token;
  credentials.set(token);
});
afterAll(async () => {
  ports.memberEvents.disconnect();
  await sandbox.close();
});

async function wire(api: 'member' | 'engine', path: string, init: RequestInit = {}): Promise<unknown> {
  const key = api === 'member' ? sandbox.memberKey : sandbox.engineKey;
  const response = await fetch(`${sandbox.url}/sandbox/${api}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-api-key': key, 'x-token': token },
  });
  expect(response.status).toBe(200);
  return response.json();
}

const keysOf = (value: unknown) => Object.keys(value as object).sort();

async function firstPerformer(): Promise<{ id: number; username: string }> {
  const [performer] = (await ports.performers.find({ page: 1, limit: 1 })).items;
  if (!performer) throw new Error('no performer');
  return performer;
}

describe('a spec-shaped backend', () => {
  it('tags no payment method with a provider; the adapter derives it from the id', async () => {
    const { result } = (await wire('member', '/payment/options?dimension=100x100')) as { result: object[] };
    expect(result.length).toBeGreaterThan(0);
    for (const method of result)
      expect(keysOf(method)).toEqual(['id', 'image', 'name', 'paymentOptionSubList']);
    const methods = await ports.payment.getPaymentMethods('100x100');
    expect(methods.length).toBe(result.length);
    expect(methods.find((method) => method.id === 'ideal')?.provider).toBe('dialin');
    expect(methods.find((method) => method.id === '709')?.provider).toBe('psp');
  });

  it("leaves out the IVR session's tariff, ttl and flag; the adapter gives SPEC's defaults", async () => {
    expect(keysOf(await wire('member', '/payment/ivr?country=BE'))).toEqual([
      'callednumber',
      'displaynumber',
      'expiresAt',
      'session',
    ]);
    const ivr = await ports.dialIn.getIvrSession({ country: 'BE' });
    expect(ivr).toMatchObject({ tariff: 0.8, ttl: 60, flag: 'nl', session: expect.any(String) });
  });

  it('answers media as relative, unsized urls without a type; the adapter joins, types and sizes them', async () => {
    const performer = await firstPerformer();
    const { result } = (await wire('member', `/media/albums/${performer.id}`)) as {
      result: { cover: string; items: { url: string }[] }[];
    };
    const [first] = result;
    expect(first?.cover).toMatch(/^media\/album\/\d+\/\d+\/\d+\.jpg$/);
    for (const item of first?.items ?? []) {
      expect(keysOf(item)).toEqual(['id', 'title', 'url']);
      expect(item.url).toMatch(/^media\/album\/\d+\/\d+\/\d+\.jpg$/);
    }
    const [album] = await ports.media.albums(performer.id);
    const item = album?.items[0];
    expect(item).toMatchObject({
      type: 'image',
      url: `${sandbox.url}/sandbox/storage/${first?.items[0]?.url}?w=400&h=300`,
    });
    const picture = await fetch(item?.url ?? '');
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.decode(new Uint8Array(await picture.arrayBuffer()))).toMatchObject({
      width: 400,
      height: 300,
    });
  });

  it("names a message's owner and participant by id; the adapter reads self and other from the token", async () => {
    const performer = await firstPerformer();
    const send = { attachment: null, message: 'Hallo', partnerId: performer.id, target: performer.username };
    const sent = (await wire('engine', '/inbox/0', { method: 'POST', body: JSON.stringify(send) })) as {
      owner: unknown;
      conversationId: number;
    };
    const memberId = (sent.owner as { userid: number }).userid;
    expect(sent).toMatchObject({ participant: { userid: performer.id, id: performer.id } });
    expect(sent).not.toHaveProperty('senderId');
    const page = (await wire('engine', `/inbox/${sent.conversationId}?page=0&limit=20`)) as {
      messages: object[];
    };
    expect(page.messages).toEqual([expect.objectContaining({ owner: { userid: memberId, id: memberId } })]);
    const read = await ports.inbox.messages(sent.conversationId, 0);
    expect(read.messages).toEqual([expect.objectContaining({ owner: 'self', senderId: memberId })]);
    const [conversation] = await ports.inbox.list('all');
    expect(conversation?.message).toMatchObject({ owner: 'self', content: 'Hallo' });
    expect(logger.entries).toEqual([]);
  });
});
