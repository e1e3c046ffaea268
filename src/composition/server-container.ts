import type { Container } from 'inversify';
import { createHttpBackend } from '../adapters/http/create-http-backend';
import { MemoryCredentials } from '../adapters/session/memory-credentials';
import { MemoryStorage } from '../adapters/storage/memory-storage';
import { RequestCookieStorage } from '../adapters/storage/request-cookie-storage';
import { ServerAuthCookieStorage } from '../adapters/storage/server-auth-cookie-storage';
import { ConsoleLogger } from '../adapters/system/console-logger';
import { NoAnalytics } from '../adapters/system/data-layer-analytics';
import { SystemClock } from '../adapters/system/system-clock';
import { storedToken } from '../core/account/auth-state';
import { createAppStores } from '../ui/stores/app-stores';
import type { BackendPorts } from '../ports/backend-ports';
import type { PerformerApi } from '../ports/performer-api.port';
import type { AppConfig } from './app-config';
import { BackendCallWatch } from './backend-call-watch';
import { createApp, type App } from './app';
import type { ContainerParts } from './container-parts';
import { createContainer, featuresOf } from './create-container';

export interface RequestApp {
  app: App;
  container: Container;
  /** Set-Cookie values the page's work produced, for the response. */
  setCookieHeaders(): readonly string[];
  /** True when every backend call of the request answered (BackendCallWatch). */
  backendAnsweredAll(): boolean;
}

/** What the process shares between its requests' backends: answers that are the same for all. */
export interface SharedBackend {
  /** Puts the process's cache in front of the request's performer catalogue. */
  performers?: (api: PerformerApi) => PerformerApi;
}

function withShared(ports: BackendPorts, shared: SharedBackend): BackendPorts {
  return shared.performers ? { ...ports, performers: shared.performers(ports.performers) } : ports;
}

/**
 * The container and App of one server request: its own backend clients (its own token), its own
 * cookies, empty local and session storage. Nothing in it outlives the request, except what
 * `shared` keeps: answers that carry no visitor's token.
 */
export function createRequestApp(
  config: AppConfig,
  cookieHeader: string | null,
  shared: SharedBackend = {},
): RequestApp {
  // The login token is read from and written to its HttpOnly cookie, the auth cookie holds its marker.
  const cookie = new ServerAuthCookieStorage(
    new RequestCookieStorage(cookieHeader, config.secureCookies),
    config.secureCookies,
  );
  const calls = new BackendCallWatch();
  const language = { lang: 'nl' };
  const parts: ContainerParts = {
    config,
    language,
    backend: (credentials) =>
      calls.watch(
        withShared(
          createHttpBackend(config.backend, credentials, new ConsoleLogger('[backend]'), language),
          shared,
        ),
      ),
    credentials: new MemoryCredentials(storedToken(cookie)),
    stores: createAppStores(),
    storages: { cookie, local: new MemoryStorage(), session: new MemoryStorage() },
    clock: new SystemClock(),
    logger: new ConsoleLogger('[ssr]'),
    analytics: new NoAnalytics(),
  };
  const container = createContainer(parts);
  return {
    app: createApp(parts, featuresOf(container)),
    container,
    setCookieHeaders: () => cookie.setCookieHeaders(),
    backendAnsweredAll: () => calls.allAnswered(),
  };
}
