import { createHttpBackend, type HttpBackendConfig } from '../../src/adapters/http/create-http-backend';
import { startSandbox, type RunningSandbox } from '../../src/server/sandbox/start-sandbox';
import { MemoryCredentials } from '../../src/adapters/session/memory-credentials';
import type { BackendPorts } from '../../src/ports/backend-ports';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger';
import type { ContractTarget } from './contract-target';
import { createFakeWorld, fakeTools } from './fake-target';
import { postStudio } from './studio-post';

/** A partner's backend from CONTRACT_* variables (docs/api.md), or null to use the sandbox. */
export function externalBackendConfig(env: NodeJS.ProcessEnv = process.env): HttpBackendConfig | null {
  const required = [
    'CONTRACT_MEMBER_URL',
    'CONTRACT_ENGINE_URL',
    'CONTRACT_MEMBER_KEY',
    'CONTRACT_ENGINE_KEY',
  ];
  if (!env.CONTRACT_MEMBER_URL) return null;
  const missing = required.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`contract run against a backend needs ${missing.join(', ')}`);
  return {
    memberUrl: env.CONTRACT_MEMBER_URL,
    memberKey: env.CONTRACT_MEMBER_KEY ?? '',
    engineUrl: env.CONTRACT_ENGINE_URL ?? '',
    engineKey: env.CONTRACT_ENGINE_KEY ?? '',
    storageUrl: env.CONTRACT_STORAGE_URL ?? '',
    socketUrl: env.CONTRACT_SOCKET_URL ?? new URL(env.CONTRACT_MEMBER_URL).origin,
    socketPath: env.CONTRACT_SOCKET_PATH ?? '/socket.io',
    geoUrl: env.CONTRACT_GEO_URL,
    walletUrl: env.CONTRACT_WALLET_URL,
  };
}

/** The sandbox's addresses on its own origin. */
export function sandboxConfig(sandbox: RunningSandbox): HttpBackendConfig {
  return {
    memberUrl: `${sandbox.url}/sandbox/member`,
    memberKey: sandbox.memberKey,
    engineUrl: `${sandbox.url}/sandbox/engine`,
    engineKey: sandbox.engineKey,
    storageUrl: `${sandbox.url}/sandbox/storage`,
    socketUrl: sandbox.url,
    socketPath: '/sandbox/socket.io',
  };
}

/** POST /sandbox/studio/status as a form, asking for the JSON answer. */
async function studioStatus(
  sandbox: RunningSandbox | null,
  username: string,
  status: number | null,
): Promise<void> {
  if (!sandbox) throw new Error('the http target is not started');
  const response = await fetch(`${sandbox.url}/sandbox/studio/status`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: new URLSearchParams({ username, status: status === null ? 'clear' : String(status) }),
  });
  if (response.status !== 200)
    throw new Error(`studio answered ${response.status}: ${await response.text()}`);
}

/** POST /sandbox/studio/rooms/{id}/actions: her toy on or off, as an e2e test switches it. */
async function studioToy(sandbox: RunningSandbox | null, performerId: number, on: boolean): Promise<void> {
  if (!sandbox) throw new Error('the http target is not started');
  const url = `${sandbox.url}/sandbox/studio/rooms/${performerId}/actions`;
  const answer = await postStudio(url, { do: on ? 'toyOn' : 'toyOff' });
  if (answer.status !== 200) throw new Error(`studio answered ${answer.status}: ${String(answer.body)}`);
}

/**
 * The HTTP and socket adapters against the sandbox on an ephemeral port, or against the backend
 * the CONTRACT_* variables name (then without sandbox tools and on real time). `specShaped` makes
 * the sandbox answer with only the fields SPEC §3 and §7 list (src/server/sandbox/spec-shaped.ts);
 * it is the sandbox's switch, so it has no effect against another backend. Every port set made is
 * disconnected in `stop`, so no socket outlives the run.
 */
export function httpTarget(options: { specShaped?: boolean; external?: HttpBackendConfig | null } = {}): {
  target: ContractTarget;
  start(): Promise<void>;
  stop(): Promise<void>;
} {
  const external = options.external === undefined ? externalBackendConfig() : options.external;
  const { backend, clock } = createFakeWorld();
  let config: HttpBackendConfig | null = external;
  let sandbox: RunningSandbox | null = null;
  const made: BackendPorts[] = [];
  // Malformed socket events are logged here rather than on the console of a test run.
  const logger = new MemoryLogger();
  const target: ContractTarget = {
    makePorts: () => {
      if (!config) throw new Error('the http target is not started');
      const credentials = new MemoryCredentials();
      const ports = createHttpBackend(config, credentials, logger);
      made.push(ports);
      return { ...ports, credentials };
    },
    // Dropping goes through the sandbox, which closes chat sockets as well as member sockets; the
    // status and her toy go through the studio's wire, as an e2e test would set them. Mail, payments, calls and
    // seeded conversations go straight to the sandbox's world, which runs in this process.
    tools: external
      ? null
      : {
          ...fakeTools(backend),
          dropSockets: () => sandbox?.dropSockets(),
          setPerformerStatus: (username, status) => studioStatus(sandbox, username, status),
          setToy: (performerId, on) => studioToy(sandbox, performerId, on),
        },
    advance: (ms) => {
      if (!external) clock.advance(ms);
    },
    realtimeTimeoutMs: external ? 20000 : 5000,
    member: {
      username: process.env.CONTRACT_USERNAME ?? 'demo',
      password: process.env.CONTRACT_PASSWORD ?? 'demo1234',
    },
  };
  return {
    target,
    start: async () => {
      if (external) return;
      sandbox = await startSandbox({ port: 0, backend, specShaped: options.specShaped ?? false });
      config = sandboxConfig(sandbox);
    },
    stop: async () => {
      for (const ports of made) ports.memberEvents.disconnect();
      await sandbox?.close();
    },
  };
}
