import jpeg from 'jpeg-js';
import { io } from 'socket.io-client';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger';
import { createHttpBackend } from '../../src/adapters/http/create-http-backend';
import { MemoryCredentials } from '../../src/adapters/session/memory-credentials';
import { performerParams } from '../../src/adapters/http/http-performer-api';
import { serializeParams } from '../../src/adapters/http/query-params';
import type { PerformerQuery } from '../../src/core/performers/performer.model';
import { performerQueryFromWire } from '../../src/server/sandbox/performer-query-input';
import { bracketedQuery } from '../../src/server/sandbox/sandbox-query';
import { startSandbox, type RunningSandbox } from '../../src/server/sandbox/start-sandbox';
import { createFakeWorld } from './fake-target';
import { sandboxConfig } from './http-target';

/** The wire itself, with raw requests: keys, statuses, labels, malformed input, query arrays, tools. */
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, backend: createFakeWorld().backend });
});
afterAll(() => sandbox.close());

type Init = { method?: string; body?: string; headers?: Record<string, string> };

async function call(
  path: string,
  init: Init = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: init.method ?? 'GET',
    body: init.body,
    headers: { 'content-type': 'application/json', ...init.headers },
    redirect: 'manual',
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // HTML tools and SVG media answer text.
  }
  return { status: response.status, body, headers: response.headers };
}

const member = (path: string, init: Init = {}, extra: Record<string, string> = {}) =>
  call(`/sandbox/member${path}`, { ...init, headers: { 'x-api-key': sandbox.memberKey, ...extra } });
const engine = (path: string, init: Init = {}, extra: Record<string, string> = {}) =>
  call(`/sandbox/engine${path}`, { ...init, headers: { 'x-api-key': sandbox.engineKey, ...extra } });

async function demoToken(): Promise<string> {
  const login = await member('/login', {
    method: 'POST',
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  return (login.body as { token: string }).token;
}

describe('sandbox wire', () => {
  it('answers 401 unauthorized without the api key, or with the other API key', async () => {
    expect(await call('/sandbox/member/bundles')).toMatchObject({
      status: 401,
      body: { error: 'unauthorized' },
    });
    expect(await call('/sandbox/engine/user/count')).toMatchObject({
      status: 401,
      body: { error: 'unauthorized' },
    });
    const crossed = await call('/sandbox/engine/user/count', { headers: { 'x-api-key': sandbox.memberKey } });
    expect(crossed).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
  });

  it('answers errors with a non-200 status and a label, success with 200', async () => {
    const wrong = await member('/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'demo', password: 'nope12' }),
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'badRequest.incorrectPassword' } });
    const token = await demoToken();
    expect(await member('/credits', {}, { 'x-token': token })).toMatchObject({
      status: 200,
      body: { credits: 5000 },
    });
    expect(await member('/credits')).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect(await engine('/profile/999999')).toMatchObject({ status: 404, body: { error: 'notFound' } });
    expect(await member('/no/such/route')).toMatchObject({ status: 404, body: { error: 'notFound' } });
  });

  it('answers malformed requests with 400 badRequest.validation and keeps serving', async () => {
    const broken = await member('/login', { method: 'POST', body: '{"username": "demo", ' });
    expect(broken).toMatchObject({ status: 400, body: { error: 'badRequest.validation' } });
    const array = await member('/login', { method: 'POST', body: '[1, 2]' });
    expect(array).toMatchObject({ status: 400, body: { error: 'badRequest.validation' } });
    const wrongType = await member('/login', {
      method: 'POST',
      body: JSON.stringify({ username: 42, password: [] }),
    });
    expect(wrongType).toMatchObject({ status: 400, body: { error: 'badRequest.validation' } });
    const missing = await member('/member', {
      method: 'POST',
      body: JSON.stringify({ username: 'someone' }),
    });
    expect(missing).toMatchObject({ status: 400, body: { error: 'badRequest.validation' } });
    const badId = await engine('/profile/abc');
    expect(badId).toMatchObject({ status: 400, body: { error: 'badRequest.validation' } });
    const badAction = await engine('/chat/action', {
      method: 'POST',
      body: JSON.stringify({ action: 'dance' }),
    });
    expect(badAction).toMatchObject({ status: 400, body: { error: 'badRequest.validation' } });
    expect((await member('/bundles')).status).toBe(200);
  });

  it('reads query arrays in indexed brackets', async () => {
    const all = (await engine('/user/find?page=1&limit=5')).body as { items: { id: number }[] };
    const [a, b] = all.items.map((item) => item.id);
    const found = await engine(`/user/find?filter[ids][0]=${a}&filter[ids][1]=${b}&page=1&limit=60`);
    expect(found.status).toBe(200);
    expect((found.body as { items: { id: number }[] }).items.map((item) => item.id).sort()).toEqual(
      [a, b].sort(),
    );
    const encoded = await engine(
      `/user/count?${encodeURI(`filter[hairColor][0]=blonde&filter[hairColor][1]=red`)}`,
    );
    expect(encoded).toMatchObject({ status: 200, body: { count: expect.any(Number) } });
    expect((await engine('/user/find?filter[ids][1]=3')).body).toEqual({ error: 'badRequest.validation' });
    expect((await engine('/user/find?filter[hairColor][0]=green')).body).toEqual({
      error: 'badRequest.validation',
    });
    expect((await engine('/user/find?filter[__proto__][x]=1')).status).toBe(400);
    expect((await engine('/user/find?filter[gender][0]=robot')).status).toBe(400);
    expect((await engine('/user/find?filter[penisSizeMin]=big')).status).toBe(400);
    expect((await engine('/user/find?filter[shaved]=maybe')).status).toBe(400);
  });

  it('serialises what it parses', () => {
    const params = {
      filter: { hairColor: ['blonde', 'red'], free: true, ids: [] },
      page: 2,
      skip: undefined,
    };
    const query = serializeParams(params);
    expect(query).toBe(
      'filter[hairColor][0]=blonde&filter[hairColor][1]=red&filter[free]=true&filter[ids]=&page=2',
    );
    expect(bracketedQuery(`/x?${query}`)).toEqual({
      filter: { hairColor: ['blonde', 'red'], free: 'true', ids: '' },
      page: '2',
    });
  });

  it('reads back every filter key the HTTP adapter sends', () => {
    const query: PerformerQuery = {
      gender: ['male', 'couple'],
      ageMin: 18,
      ageMax: 30,
      hairColor: ['blonde'],
      ethnicity: ['asian', 'latin'],
      physique: ['slim'],
      breastSize: [3, 4],
      language: ['Dutch'],
      cybertoy: true,
      free: false,
      penisSizeMin: 15,
      penisSizeMax: 18,
      shaved: true,
      piercings: false,
      ids: [1001],
      exclude: [],
      username: 'ann',
      locale: 'nl',
      page: 2,
      limit: 60,
    };
    const wire = bracketedQuery(`/x?${serializeParams(performerParams(query))}`);
    expect(performerQueryFromWire(wire)).toEqual(query);
    const single = bracketedQuery(`/x?${serializeParams(performerParams({ gender: 'female' }))}`);
    expect(performerQueryFromWire(single)).toEqual({ gender: ['female'] });
  });

  it('sends the language header through: an English sign-up gets an English mail', async () => {
    const username = `lang${Date.now().toString(36).slice(-6)}`;
    const body = JSON.stringify({
      username,
      email: `${username}@example.test`,
      password: 'secret123',
      meta: {},
    });
    expect((await member('/member', { method: 'POST', body }, { 'x-lang': 'en' })).status).toBe(200);
    const mail = sandbox.backend.world.outbox.find((entry) => entry.to === `${username}@example.test`);
    expect(mail?.subject).toBe('Confirm your e-mail address');
  });

  it('serves portraits at 400x300 by default with cache headers, landers and geolocation', async () => {
    const performer = ((await engine('/user/find?page=1&limit=1')).body as { items: { id: number }[] })
      .items[0];
    const svg = await call(`/sandbox/media/portrait/${performer?.id}.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(svg.headers.get('cache-control')).toContain('max-age');
    expect(svg.body).toContain('width="400" height="300"');
    const huge = await call(`/sandbox/media/portrait/${performer?.id}.svg?w=99999&h=abc`);
    expect(huge.body).toContain('width="400" height="300"');
    expect(await call('/sandbox/media/portrait/999999.svg')).toMatchObject({
      status: 404,
      body: { error: 'notFound' },
    });
    // Photos: the same drawing as a JPEG (docs/decisions.md, 34 "The sandbox's photos are JPEGs").
    const photo = await fetch(`${sandbox.url}/sandbox/media/portrait/${performer?.id}.jpg?w=200&h=150`);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await photo.arrayBuffer());
    expect(jpeg.decode(bytes)).toMatchObject({ width: 200, height: 150 });
    const again = await fetch(`${sandbox.url}/sandbox/media/portrait/${performer?.id}.jpg?w=200&h=150`);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    const oversized = await fetch(`${sandbox.url}/sandbox/media/portrait/${performer?.id}.jpg?w=4000`);
    expect(jpeg.decode(new Uint8Array(await oversized.arrayBuffer()))).toMatchObject({ width: 400 });
    expect((await call('/sandbox/media/portrait/999999.jpg')).status).toBe(404);
    const config = await call('/sandbox/storage/common/configuration.json');
    expect(config).toMatchObject({ status: 200, body: { landers: expect.any(Array) } });
    expect(await call('/sandbox/geo')).toMatchObject({ status: 200, body: { countryCode: 'NL' } });
  });

  it('lists mailed activation links in the outbox', async () => {
    const page = await call('/sandbox/mail');
    expect(page.status).toBe(200);
    expect(page.body).toContain('newbie@example.test');
    expect(page.body).toMatch(/href="\/\?action=validate&amp;token=[0-9a-f]+"/);
  });

  it('completes a checkout from its page', async () => {
    const token = await demoToken();
    const start = JSON.stringify({
      bundle: 101,
      paymentMethod: '709',
      returnUrl: '/?paid=1',
      device: 'desktop',
    });
    const { paymentURL } = (
      await member('/payment/session', { method: 'POST', body: start }, { 'x-token': token })
    ).body as { paymentURL: string };
    const before = ((await member('/credits', {}, { 'x-token': token })).body as { credits: number }).credits;
    expect((await call(paymentURL)).body).toContain('value="success"');
    const paid = await fetch(`${sandbox.url}${paymentURL}`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'success' }),
    });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('href="/?paid=1"');
    expect(await member('/credits', {}, { 'x-token': token })).toMatchObject({
      body: { credits: before + 300 },
    });
    expect((await call(paymentURL)).body).toContain('already success');
  });

  it('calls an IVR session from the phone, reads out the pin and starts the call on 1', async () => {
    const ivr = (await member('/payment/ivr?country=NL')).body as { session: string };
    const form = new URLSearchParams({ session: ivr.session });
    const called = await fetch(`${sandbox.url}/sandbox/phone/call`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(called.status).toBe(303);
    const phone = await call(`/sandbox/phone?session=${ivr.session}`);
    const pin = /pin code is <strong>(\d{4})<\/strong>/.exec(String(phone.body))?.[1];
    expect(pin).toMatch(/^\d{4}$/);
    const payment = JSON.stringify({ username: 'anon1234567', provider: 'dialin', pincode: pin, params: {} });
    expect(await member('/payment/dial-in', { method: 'POST', body: payment })).toMatchObject({
      status: 200,
      body: { session: ivr.session },
    });
    expect(await member(`/verify/dial-in?session=${ivr.session}`)).toMatchObject({
      body: { state: 'pending', nickname: 'anon1234567' },
    });
    const pressed = await fetch(`${sandbox.url}/sandbox/phone/press1`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(pressed.status).toBe(303);
    expect(await member(`/verify/dial-in?session=${ivr.session}`)).toMatchObject({
      body: { state: 'in_call' },
    });
  });

  it('refuses a member socket with the wrong key', async () => {
    const socket = io(`${sandbox.url}/member`, {
      path: '/sandbox/socket.io',
      transports: ['websocket'],
      auth: { key: 'wrong', token: null },
      reconnection: false,
    });
    const message = await new Promise<string>((resolve) =>
      socket.on('connect_error', (error) => resolve(error.message)),
    );
    socket.close();
    expect(message).toBe('unauthorized');
  });

  it('loses the answer of a stored send (lostAnswerRate); its retry with the same clientId is stored once', async () => {
    const token = await demoToken();
    const auth = { 'x-token': token };
    const credits = async () => ((await member('/credits', {}, auth)).body as { credits: number }).credits;
    const faults = (fields: Record<string, string>) =>
      fetch(`${sandbox.url}/sandbox/faults`, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams(fields),
      });
    const send = (clientId: unknown) =>
      engine(
        '/inbox/0',
        {
          method: 'POST',
          body: JSON.stringify({ attachment: null, message: 'Nog een keer', partnerId: 1300, clientId }),
        },
        auth,
      );
    for (const bad of ['', '   ', 42, 'x'.repeat(101)]) {
      expect(await send(bad)).toMatchObject({ status: 400, body: { error: 'badRequest.validation' } });
    }
    const before = await credits();
    expect((await faults({ lostAnswerRate: '1' })).status).toBe(200);
    try {
      expect(await send('local-1764140000000-3')).toMatchObject({ status: 503, body: { error: 'network' } });
    } finally {
      await faults({ reset: '1' });
    }
    expect(await credits()).toBe(before - 60);
    const retried = await send('local-1764140000000-3');
    expect(retried).toMatchObject({ status: 200, body: { content: 'Nog een keer', owner: 'self' } });
    expect(await credits()).toBe(before - 60);
    const { conversationId } = retried.body as { conversationId: number };
    const page = await engine(`/inbox/${conversationId}?page=0&limit=100`, {}, auth);
    const mine = (page.body as { messages: { content: string }[] }).messages.filter(
      (message) => message.content === 'Nog een keer',
    );
    expect(mine).toHaveLength(1);
  });

  it('lets the fault injector drop member sockets, which come back', async () => {
    const ports = createHttpBackend(sandboxConfig(sandbox), new MemoryCredentials(await demoToken()));
    const connects: boolean[] = [];
    ports.memberEvents.onConnect((reconnect) => connects.push(reconnect));
    ports.memberEvents.connect();
    await until(() => connects.length === 1);
    expect(sandbox.backend.faults.dropSocket()).toBeGreaterThanOrEqual(1);
    await until(() => connects.length === 2);
    expect(connects).toEqual([false, true]);
    ports.memberEvents.disconnect();
  });

  it('lets the fault injector drop chat sockets too, which come back and report the reconnect', async () => {
    const ports = createHttpBackend(sandboxConfig(sandbox), new MemoryCredentials(), new MemoryLogger());
    const connects: boolean[] = [];
    ports.chatEvents.onConnect((reconnect) => connects.push(reconnect));
    const stop = ports.chatEvents.subscribe('performer-1', () => {});
    await until(() => connects.length === 1);
    expect(sandbox.backend.faults.dropSocket()).toBeGreaterThanOrEqual(1);
    await until(() => connects.length === 2);
    expect(connects).toEqual([false, true]);
    stop();
  });
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}
