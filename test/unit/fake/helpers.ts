import { FakeBackend } from '../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../src/adapters/fake/manual-clock';
import type { BackendPorts } from '../../../src/ports/backend-ports';

export const TEST_SEED = 4242;

export function makeBackend(seed = TEST_SEED): {
  backend: FakeBackend;
  clock: ManualClock;
  ports: BackendPorts;
} {
  const clock = new ManualClock();
  const backend = new FakeBackend({ seed, clock });
  return { backend, clock, ports: backend.session() };
}

/** Logs the session's member-API and inbox ports in. */
export async function loginAs(ports: BackendPorts, username: string, password: string): Promise<string> {
  const { token } = await ports.member.login({ username, password });
  ports.member.setToken(token);
  ports.inbox.setToken(token);
  return token;
}

/** The label of the ApiError a promise rejects with. */
export async function rejectionLabel(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { label?: string }).label ?? String(error);
  }
  throw new Error('expected the promise to reject');
}

/** Lets queued microtasks (deferred connects, resolved calls) run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
