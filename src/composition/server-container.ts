import type { Container } from 'inversify';
import { createHttpBackend } from '../adapters/http/create-http-backend';
import { MemoryStorage } from '../adapters/storage/memory-storage';
import { RequestCookieStorage } from '../adapters/storage/request-cookie-storage';
import { ConsoleLogger } from '../adapters/system/console-logger';
import { NoAnalytics } from '../adapters/system/data-layer-analytics';
import { SystemClock } from '../adapters/system/system-clock';
import type { AppConfig } from './app-config';
import { createContainer } from './create-container';

export interface RequestContainer {
  container: Container;
  /** Set-Cookie values the page's work produced, for the response. */
  setCookieHeaders(): readonly string[];
}

/**
 * A container for one server request: its own backend clients and session holder (its own token,
 * seeded from the request's auth cookie), its own cookies, empty local and session storage.
 * Nothing in it outlives the request.
 */
export function createRequestContainer(config: AppConfig, cookieHeader: string | null): RequestContainer {
  const cookie = new RequestCookieStorage(cookieHeader, config.secureCookies);
  const container = createContainer({
    config,
    backend: (credentials) => createHttpBackend(config.backend, credentials),
    storages: { cookie, local: new MemoryStorage(), session: new MemoryStorage() },
    clock: new SystemClock(),
    logger: new ConsoleLogger('[ssr]'),
    analytics: new NoAnalytics(),
  });
  return { container, setCookieHeaders: () => cookie.setCookieHeaders() };
}
