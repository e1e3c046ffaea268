import { FakeBackend } from '../../src/adapters/fake/fake-backend';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger';
import { createHttpBackend } from '../../src/adapters/http/create-http-backend';
import { MemoryCredentials } from '../../src/adapters/session/memory-credentials';
import { ApiError, ERROR_LABELS } from '../../src/core/common/api-error.model';
import { startSandbox, type RunningSandbox } from '../../src/server/sandbox/start-sandbox';
import { sandboxConfig } from './http-target';

const QUERY = { filters: {}, locale: 'en', page: 1, limit: 5 } as const;

/** The sandbox on real time, so its latency fault really delays the answer. */
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, backend: new FakeBackend({ seed: 4242 }) });
});
afterAll(() => sandbox.close());

async function setLatency(latencyMs: number): Promise<void> {
  const response = await fetch(`${sandbox.url}/sandbox/faults`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: new URLSearchParams({ latencyMs: String(latencyMs) }),
  });
  if (response.status !== 200) throw new Error(`faults answered ${response.status}`);
}

function ports(timeoutMs: number) {
  return createHttpBackend(
    { ...sandboxConfig(sandbox), timeoutMs },
    new MemoryCredentials(),
    new MemoryLogger(),
  );
}

describe('HTTP adapters against a slow backend (the sandbox latency fault)', () => {
  afterEach(() => setLatency(0));

  it('give up after their timeout with the typed network error', async () => {
    await setLatency(1500);
    const failure = await ports(150)
      .performers.find(QUERY)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ label: ERROR_LABELS.network, status: 0 });
  });

  it('wait for an answer that comes within their timeout', async () => {
    await setLatency(100);
    const page = await ports(5000).performers.find(QUERY);
    expect(page.items.length).toBeGreaterThan(0);
  });
});
