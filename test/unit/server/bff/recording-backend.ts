import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BackendUrls } from '../../../../src/config/backend-config';
import { listen } from '../../../../src/server/http-lifecycle';

/** What the backend received of one call. */
export interface Received {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: string;
}

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A token shaped like the sandbox's: header.payload.signature, the payload decodable. */
export function testToken(id: number, signature = 'c2lnbmF0dXJl'): string {
  return `${base64Url({ alg: 'FAKE' })}.${base64Url({ id, exp: 4_102_444_800, meta: { legacy: false } })}.${signature}`;
}

export const ISSUED_TOKEN = testToken(7);
/** A token the backend answers 401 to. */
export const REFUSED_TOKEN = testToken(78, 'cmVmdXNlZA');

/**
 * A backend that records every call and answers it with what it received; POST /member/login
 * answers a token as the member API does. Stands in for the sandbox or a partner.
 */
export async function startRecordingBackend(): Promise<{
  urls: BackendUrls;
  calls: Received[];
  close(): Promise<void>;
}> {
  const calls: Received[] = [];
  const app = new Hono();
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const received: Received = {
      method: c.req.method,
      path: url.pathname,
      search: url.search,
      headers: Object.fromEntries(c.req.raw.headers),
      body: await c.req.text(),
    };
    calls.push(received);
    if (received.path === '/member/login') return c.json({ token: ISSUED_TOKEN }, 200);
    if (received.path === '/member/chat/join') return c.json({ token: 'chat-join-token', room: 'r1' }, 200);
    if (received.headers['x-token'] === REFUSED_TOKEN) return c.json({ error: 'unauthorized' }, 401);
    return c.json(received, 200, { 'Set-Cookie': 'backend=leak', 'Cache-Control': 'no-store' });
  });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await listen(server, 0, '127.0.0.1');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urls: {
      memberUrl: `${origin}/member`,
      memberKey: 'member-key',
      engineUrl: `${origin}/engine`,
      engineKey: 'engine-key',
      storageUrl: `${origin}/storage`,
      socketUrl: origin,
      socketPath: '/socket.io',
      walletUrl: `${origin}/wallet`,
    },
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
