import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { listen } from '../http-lifecycle';
import { Hono } from 'hono';
import { FakeBackend } from '../../adapters/fake/fake-backend';
import { SANDBOX_KEYS } from '../../config/backend-config';
import { mountSandbox } from './mount-sandbox';

export interface StartSandboxOptions {
  /** 0 picks a free port. */
  port: number;
  hostname?: string;
  /** The world to serve; a fresh default FakeBackend when omitted. */
  backend?: FakeBackend;
  memberKey?: string;
  engineKey?: string;
  /** Answers shaped as SPEC §3 and §7 list them (mount-sandbox.ts, SandboxOptions). */
  specShaped?: boolean;
}

export interface RunningSandbox {
  /** Origin without trailing slash, e.g. http://127.0.0.1:41234; the APIs live under /sandbox. */
  url: string;
  backend: FakeBackend;
  memberKey: string;
  engineKey: string;
  dropSockets(): number;
  close(): Promise<void>;
}

/** The sandbox on its own http server (for tests and tools): Hono over @hono/node-server plus socket.io. */
export async function startSandbox(options: StartSandboxOptions): Promise<RunningSandbox> {
  const backend = options.backend ?? new FakeBackend();
  const keys = {
    memberKey: options.memberKey ?? SANDBOX_KEYS.member,
    engineKey: options.engineKey ?? SANDBOX_KEYS.engine,
  };
  const app = new Hono();
  const server = createAdaptorServer({ fetch: app.fetch }) as HttpServer;
  const mounted = mountSandbox(app, server, backend, { ...keys, specShaped: options.specShaped ?? false });
  const hostname = options.hostname ?? '127.0.0.1';
  await listen(server, options.port, hostname);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${hostname}:${port}`,
    backend,
    ...keys,
    dropSockets: mounted.dropSockets,
    close: async () => {
      await mounted.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
