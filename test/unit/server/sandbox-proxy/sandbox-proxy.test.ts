import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { backendConfigFromEnv } from '../../../../src/config/backend-config';
import { ERROR_LABELS } from '../../../../src/core/common/api-error.model';
import { bffRoutes } from '../../../../src/server/bff/bff-routes';
import { attachSocketProxy } from '../../../../src/server/bff/socket-proxy';
import { closeServer, listen } from '../../../../src/server/http-lifecycle';
import { startSandbox, type RunningSandbox } from '../../../../src/server/sandbox/start-sandbox';
import { mountSandboxProxy } from '../../../../src/server/sandbox-proxy/mount-sandbox-proxy';

/**
 * A site worker in small, as src/server/cluster runs it: the sandbox in a server of its own, and a
 * site server that proxies /sandbox to it and runs the BFF (/api) against it, through SANDBOX_URL.
 */
let sandbox: RunningSandbox;
let site: Server;
let origin = '';
const sockets: Socket[] = [];

async function startSite(sandboxOrigin: string): Promise<{ server: Server; origin: string }> {
  const app = new Hono();
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  mountSandboxProxy(sandboxOrigin)(app, server);
  const options = {
    backend: () => backendConfigFromEnv({ SANDBOX_URL: sandboxOrigin }, 'http://unused.invalid').server,
    secureCookies: () => true,
  };
  app.route('/api', bffRoutes(options));
  attachSocketProxy(server, options);
  await listen(server, 0, '127.0.0.1');
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  ({ server: site, origin } = await startSite(sandbox.url));
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await closeServer(site);
  await sandbox.close();
});

function connect(path: string, auth: Record<string, unknown>): Promise<Socket> {
  const socket = io(`${origin}/member`, { path, transports: ['websocket'], auth, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function offlinePerformer(): { id: number; username: string } {
  const performer = sandbox.backend.world.performers.all().find((p) => p.onlineStatus === 0);
  if (!performer) throw new Error('nobody offline');
  return performer;
}

function setStatus(username: string, status: string): Promise<Response> {
  return fetch(`${origin}/sandbox/studio/status`, {
    method: 'POST',
    body: new URLSearchParams({ username, status }),
    redirect: 'manual',
  });
}

describe('the sandbox proxy of a site worker', () => {
  it("serves the sandbox's pages from its process, and passes its redirects on as they are", async () => {
    const mail = await fetch(`${origin}/sandbox/mail`);
    expect(mail.status).toBe(200);
    expect(await mail.text()).toContain('Outbox');
    const { username } = offlinePerformer();
    const posted = await setStatus(username, '1');
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/sandbox/studio?username=${username}`);
    await setStatus(username, 'clear');
  });

  it("changes the sandbox's one world: what one call writes, the sandbox itself reads back", async () => {
    const username = `proxy_${Date.now().toString(36).slice(-6)}`;
    const email = `${username}@example.test`;
    const registered = await fetch(`${origin}/sandbox/member/member`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': sandbox.memberKey, 'x-lang': 'en' },
      body: JSON.stringify({ username, email, password: 'secret12', meta: {} }),
    });
    expect(registered.status).toBe(200);
    expect(sandbox.backend.world.outbox.some((mail) => mail.to === email)).toBe(true);
  });

  it('refuses a body over the sandbox limit with its 413, sized or streamed', async () => {
    const big = new Uint8Array(8 * 1024 * 1024 + 1);
    const sized = await fetch(`${origin}/sandbox/member/member`, { method: 'POST', body: big });
    expect([sized.status, await sized.json()]).toEqual([413, { error: ERROR_LABELS.validation }]);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(big);
        controller.close();
      },
    });
    const streamed = await fetch(`${origin}/sandbox/member/member`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("forwards the sandbox's socket.io and the BFF's member socket to the sandbox's process", async () => {
    const direct = await connect('/sandbox/socket.io', { key: sandbox.memberKey });
    const throughBff = await connect('/api/socket.io', {});
    const { id, username } = offlinePerformer();
    const heard = [direct, throughBff].map(
      (socket) =>
        new Promise((resolve) =>
          socket.on('performerStatus', (event: { performerId: number }) => {
            if (event.performerId === id) resolve(event);
          }),
        ),
    );
    await setStatus(username, '1');
    expect(await Promise.all(heard)).toEqual([
      { performerId: id, onlineStatus: 1 },
      { performerId: id, onlineStatus: 1 },
    ]);
    await setStatus(username, 'clear');
  });

  it('answers 502 when the sandbox process cannot be reached', async () => {
    const gone = await startSite('http://127.0.0.1:1');
    try {
      const response = await fetch(`${gone.origin}/sandbox/mail`);
      expect([response.status, await response.json()]).toEqual([502, { error: ERROR_LABELS.network }]);
    } finally {
      await closeServer(gone.server);
    }
  });
});

describe('what the sandbox proxy sends on', () => {
  it('appends the address it saw to X-Forwarded-For and keeps cookies, but no connection headers', async () => {
    const seen: Record<string, string>[] = [];
    const echo = new Hono();
    echo.all('*', (c) => {
      seen.push(Object.fromEntries(c.req.raw.headers));
      return c.text('ok');
    });
    const target = createAdaptorServer({ fetch: echo.fetch }) as Server;
    await listen(target, 0, '127.0.0.1');
    const proxied = await startSite(`http://127.0.0.1:${(target.address() as AddressInfo).port}`);
    try {
      // node:http, because fetch itself refuses to send connection headers.
      const answer = await new Promise<string>((resolve, reject) => {
        const headers = {
          'x-forwarded-for': '203.0.113.7',
          cookie: 'auth=1',
          connection: 'keep-alive, x-hop',
          'x-hop': 'this connection only',
          'keep-alive': 'timeout=5',
        };
        request(`${proxied.origin}/sandbox/wallet`, { headers }, (response) => {
          response.setEncoding('utf8');
          let text = '';
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve(text));
        })
          .on('error', reject)
          .end();
      });
      expect(answer).toBe('ok');
      expect(seen[0]).toMatchObject({ 'x-forwarded-for': '203.0.113.7, 127.0.0.1', cookie: 'auth=1' });
      for (const name of ['keep-alive', 'x-hop']) expect(seen[0]).not.toHaveProperty(name);
    } finally {
      await closeServer(proxied.server);
      await closeServer(target);
    }
  });
});

describe('closeServer', () => {
  it('ends the proxied websockets too, so a worker can finish closing', async () => {
    const own = await startSite(sandbox.url);
    const socket = io(`${own.origin}/member`, {
      path: '/sandbox/socket.io',
      transports: ['websocket'],
      auth: { key: sandbox.memberKey },
      reconnection: false,
    });
    await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    await closeServer(own.server);
    expect(await disconnected).toBe('transport close');
  });
});
