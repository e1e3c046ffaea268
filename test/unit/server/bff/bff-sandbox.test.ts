import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { FakeBackend } from '../../../../src/adapters/fake/fake-backend';
import { toSessionMarker } from '../../../../src/adapters/session/session-marker';
import { backendConfigFromEnv, SANDBOX_KEYS } from '../../../../src/config/backend-config';
import { bffRoutes } from '../../../../src/server/bff/bff-routes';
import { attachSocketProxy } from '../../../../src/server/bff/socket-proxy';
import { closeServer, listen } from '../../../../src/server/http-lifecycle';
import { mountSandbox, type MountedSandbox } from '../../../../src/server/sandbox/mount-sandbox';

/** The site's wiring in small: the sandbox, the BFF under /api and the socket proxy on one server. */
let origin = '';
let server: Server;
let sandbox: MountedSandbox;
const sockets: Socket[] = [];

beforeAll(async () => {
  const app = new Hono();
  server = createAdaptorServer({ fetch: app.fetch }) as Server;
  sandbox = mountSandbox(app, server, new FakeBackend(), {
    memberKey: SANDBOX_KEYS.member,
    engineKey: SANDBOX_KEYS.engine,
  });
  const options = { backend: () => backendConfigFromEnv({}, origin).server, secureCookies: () => true };
  app.route('/api', bffRoutes(options));
  attachSocketProxy(server, options);
  await listen(server, 0, '127.0.0.1');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await sandbox.close();
  await closeServer(server);
});

async function logIn(): Promise<{ token: string; marker: string }> {
  const response = await fetch(`${origin}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lang': 'en' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  expect(response.status).toBe(200);
  const token = /__Host-session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no token cookie');
  const { token: marker } = (await response.json()) as { token: string };
  return { token, marker };
}

function connect(
  namespace: string,
  auth: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<{ event: string; payload: unknown }> {
  const socket = io(`${origin}${namespace}`, {
    path: '/api/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth,
    extraHeaders: headers,
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.on('connect_error', (error) => resolve({ event: 'connect_error', payload: error.message }));
    socket.on('setCredits', (payload: unknown) => resolve({ event: 'setCredits', payload }));
    if (namespace === '/chat') socket.on('connect', () => resolve({ event: 'connect', payload: null }));
  });
}

describe('the backend-for-frontend in front of the sandbox', () => {
  it('logs in through the site origin, then calls the member API with the cookie token', async () => {
    const { token, marker } = await logIn();
    expect(marker).toBe(toSessionMarker(token));
    const info = await fetch(`${origin}/api/member/basic-info`, {
      headers: { cookie: `__Host-session=${token}`, 'x-token': marker },
    });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ username: 'demo' });
  });

  it('opens the member socket with the token from the cookie, the key added by the proxy', async () => {
    const { token, marker } = await logIn();
    const answer = await connect(
      '/member',
      { key: '', token: marker },
      { cookie: `__Host-session=${token}` },
    );
    expect(answer.event).toBe('setCredits');
  });

  it('refuses a member socket whose cookie holds no token', async () => {
    const { marker } = await logIn();
    expect(await connect('/member', { key: '', token: marker }, {})).toEqual({
      event: 'connect_error',
      payload: 'unauthorized',
    });
  });

  it('opens the chat socket with the engine key the proxy adds', async () => {
    expect((await connect('/chat', { key: '' }, {})).event).toBe('connect');
  });

  it('refuses a socket opened by another site', async () => {
    const { token, marker } = await logIn();
    const answer = await connect(
      '/member',
      { key: '', token: marker },
      { cookie: `__Host-session=${token}`, origin: 'https://evil.test' },
    );
    expect(answer.event).toBe('connect_error');
  });
});
