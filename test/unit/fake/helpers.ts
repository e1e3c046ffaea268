import { FakeBackend } from '../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../src/adapters/fake/manual-clock';
import { MemoryCredentials } from '../../../src/adapters/session/memory-credentials';
import type { BackendPorts } from '../../../src/ports/backend-ports';
import type { Credentials } from '../../../src/ports/credentials.port';

export const TEST_SEED = 4242;

/** One visitor's ports and the session holder they read the token from. */
export type VisitorPorts = BackendPorts & { credentials: Credentials };

/** A fresh visitor of the backend, with an empty session holder. */
export function visitor(backend: FakeBackend): VisitorPorts {
  const credentials = new MemoryCredentials();
  return { ...backend.session(credentials), credentials };
}

export function makeBackend(seed = TEST_SEED): {
  backend: FakeBackend;
  clock: ManualClock;
  ports: VisitorPorts;
} {
  const clock = new ManualClock();
  const backend = new FakeBackend({ seed, clock });
  return { backend, clock, ports: visitor(backend) };
}

/** Logs the visitor in: its session holder gets the token, which it returns. */
export async function loginAs(ports: VisitorPorts, username: string, password: string): Promise<string> {
  const { token } = await ports.member.login({ username, password });
  ports.credentials.set(token);
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
