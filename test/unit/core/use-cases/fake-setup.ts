import { FakeBackend } from '../../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../../src/adapters/fake/manual-clock';
import { MemoryLogger } from '../../../../src/adapters/fake/memory-logger';
import { MemoryStorage } from '../../../../src/adapters/storage/memory-storage';
import { RecordingAnalytics } from '../../../../src/adapters/fake/recording-analytics';
import { Login } from '../../../../src/core/account/login.use-case';
import type { Session } from '../../../../src/core/account/session';
import type { Storages } from '../../../../src/ports/storage.port';

/** One visitor against engineer C's seeded fake world, on a manual clock. */
export function fakeSetup() {
  const clock = new ManualClock();
  const backend = new FakeBackend({ clock });
  const ports = backend.session();
  const storages: Storages = {
    cookie: new MemoryStorage(clock),
    local: new MemoryStorage(clock),
    session: new MemoryStorage(clock),
  };
  return { clock, backend, ports, storages, logger: new MemoryLogger(), analytics: new RecordingAnalytics() };
}

export type FakeSetup = ReturnType<typeof fakeSetup>;

/** Logs a demo account in through the Login use-case and returns its session. */
export async function logIn(setup: FakeSetup, username: string, password: string): Promise<Session> {
  const result = await new Login(setup.ports.member, setup.ports.inbox, setup.storages).execute({
    username,
    password,
  });
  if (!result.ok) throw new Error(`login failed: ${result.error.kind}`);
  return result.value;
}
