import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { SharedCachePurge } from '../../../../src/server/guest-pages/shared-cache-purge';

interface Heard {
  path: string;
  method: string;
  authorization: string | undefined;
  body: unknown;
}

let server: ServerType;
let base = '';
const heard: Heard[] = [];

beforeAll(async () => {
  const app = new Hono();
  app.all('*', async (c) => {
    heard.push({
      path: c.req.path,
      method: c.req.method,
      authorization: c.req.header('authorization'),
      body: await c.req.json().catch(() => null),
    });
    return c.req.path === '/refuses' ? c.text('no', 403) : c.text('purged');
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 200 && !condition(); tries += 1) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

it('tells every shared cache to forget every page, with its token, and logs a refusal', async () => {
  heard.length = 0;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    new SharedCachePurge([{ url: `${base}/nginx` }, { url: `${base}/refuses`, token: 's3cret' }]).clear();
    await until(() => heard.length === 2 && warn.mock.calls.length === 1);
    const byPath = Object.fromEntries(heard.map((request) => [request.path, request]));
    expect(byPath['/nginx']).toEqual({
      path: '/nginx',
      method: 'POST',
      authorization: undefined,
      body: { purge_everything: true },
    });
    expect(byPath['/refuses']?.authorization).toBe('Bearer s3cret');
    expect(String(warn.mock.calls[0]?.[0])).toContain('403');
  } finally {
    warn.mockRestore();
  }
});

it('logs a cache it cannot reach, and goes on', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    new SharedCachePurge([{ url: 'http://127.0.0.1:1/purge' }]).clear();
    await until(() => warn.mock.calls.length === 1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('could not be purged');
  } finally {
    warn.mockRestore();
  }
});
