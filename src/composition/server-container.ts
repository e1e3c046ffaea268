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

/**
 * The container and App of one server request: its own backend clients (its own token), its own
 * cookies, empty local and session storage. Nothing in it outlives the request.
 */
export function createRequestApp(config: AppConfig, cookieHeader: string | null): RequestApp {
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
      calls.watch(createHttpBackend(config.backend, credentials, new ConsoleLogger('[backend]'), language)),
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
