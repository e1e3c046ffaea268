import { FakeBackend } from '../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../src/adapters/fake/manual-clock';
import { MemoryLogger } from '../../../src/adapters/fake/memory-logger';
import { RecordingAnalytics } from '../../../src/adapters/fake/recording-analytics';
import { MemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { MemoryCredentials } from '../../../src/adapters/session/memory-credentials';
import { createApp } from '../../../src/composition/app';
import type { ContainerParts } from '../../../src/composition/container-parts';
import { createContainer, featuresOf } from '../../../src/composition/create-container';
import { defaultWhiteLabel } from '../../../src/config/white-label';
import { storedToken } from '../../../src/core/account/auth-state';
import type { BackendPorts } from '../../../src/ports/backend-ports';
import type { Credentials } from '../../../src/ports/credentials.port';
import { createAppStores } from '../../../src/ui/stores/app-stores';
import type { Storages } from '../../../src/ports/storage.port';

/** Backend URLs nothing listens on: the fake backend answers instead. */
export const UNUSED_BACKEND_URLS = {
  memberUrl: 'http://127.0.0.1:9/sandbox/member',
  memberKey: 'k',
  engineUrl: 'http://127.0.0.1:9/sandbox/engine',
  engineKey: 'k',
  storageUrl: 'http://127.0.0.1:9/sandbox/storage',
  socketUrl: 'http://127.0.0.1:9',
  socketPath: '/sandbox/socket.io',
};

export interface FakeAppOptions {
  fake?: FakeBackend;
  storages?: Storages;
  /** The backend ports of this container; a new fake session by default. */
  backend?: (credentials: Credentials) => BackendPorts;
  /** The render deadline of the App's configuration; none by default. */
  renderDeadlineMs?: number;
}

/**
 * A container and its App over the fake world, as a test's: one visitor's session, memory
 * storages, the fake's manual clock. `backends()` counts how often the container made its backend.
 */
export function createFakeApp(options: FakeAppOptions = {}) {
  const fake = options.fake ?? new FakeBackend({ clock: new ManualClock(Date.UTC(2026, 10, 22, 20)) });
  const storages = options.storages ?? {
    cookie: new MemoryStorage(),
    local: new MemoryStorage(),
    session: new MemoryStorage(),
  };
  let backends = 0;
  const parts: ContainerParts = {
    config: {
      whiteLabel: defaultWhiteLabel,
      backend: UNUSED_BACKEND_URLS,
      secureCookies: false,
      ...(options.renderDeadlineMs === undefined ? {} : { renderDeadlineMs: options.renderDeadlineMs }),
    },
    backend: (credentials) => {
      backends += 1;
      return options.backend ? options.backend(credentials) : fake.session(credentials);
    },
    credentials: new MemoryCredentials(storedToken(storages.cookie)),
    language: { lang: 'nl' },
    stores: createAppStores(),
    storages,
    clock: fake.clock,
    logger: new MemoryLogger(),
    analytics: new RecordingAnalytics(),
  };
  const container = createContainer(parts);
  const app = createApp(parts, featuresOf(container));
  return {
    app,
    container,
    fake,
    storages,
    credentials: parts.credentials as MemoryCredentials,
    stores: parts.stores,
    logger: parts.logger as MemoryLogger,
    analytics: parts.analytics as RecordingAnalytics,
    backends: () => backends,
  };
}
