import { FakeBackend } from '../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../src/adapters/fake/manual-clock';
import { MemoryLogger } from '../../../src/adapters/fake/memory-logger';
import { MemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { RecordingAnalytics } from '../../../src/adapters/fake/recording-analytics';
import { MemoryCredentials } from '../../../src/adapters/session/memory-credentials';
import { MemoryWalletBalance } from '../../../src/adapters/session/memory-wallet-balance';
import { Login } from '../../../src/core/account/login.use-case';
import type { Session } from '../../../src/core/account/session';
import type { Storages } from '../../../src/ports/storage.port';

/**
 * A visitor of the backend, as one container has it: its ports, the session holder they read the
 * token from (seeded with `token`, as a container is with the auth cookie's), and the one balance.
 */
export function visitorOf(backend: FakeBackend, token: string | null = null) {
  const credentials = new MemoryCredentials(token);
  return { credentials, balance: new MemoryWalletBalance(), ports: backend.session(credentials) };
}

/** One visitor against engineer C's seeded fake world, on a manual clock. */
export function fakeSetup() {
  const clock = new ManualClock();
  const backend = new FakeBackend({ clock });
  const storages: Storages = {
    cookie: new MemoryStorage(clock),
    local: new MemoryStorage(clock),
    session: new MemoryStorage(clock),
  };
  return {
    clock,
    backend,
    ...visitorOf(backend),
    storages,
    logger: new MemoryLogger(),
    analytics: new RecordingAnalytics(),
  };
}

export type FakeSetup = ReturnType<typeof fakeSetup>;

/** The session use-cases' ports of a setup, in their constructor order: member, holder, balance. */
export function sessionArgs(setup: Pick<FakeSetup, 'ports' | 'credentials' | 'balance'>) {
  return [setup.ports.member, setup.credentials, setup.balance] as const;
}

/** Logs a demo account in through the Login use-case and returns its session. */
export async function logIn(setup: FakeSetup, username: string, password: string): Promise<Session> {
  const result = await new Login(...sessionArgs(setup), setup.storages).execute({ username, password });
  if (!result.ok) throw new Error(`login failed: ${result.error.kind}`);
  return result.value;
}
