import type { Container } from 'inversify';
import { BrowserCookieStorage } from '../adapters/storage/browser-cookie-storage';
import { WebStorage } from '../adapters/storage/web-storage';
import { ConsoleLogger } from '../adapters/system/console-logger';
import { DataLayerAnalytics } from '../adapters/system/data-layer-analytics';
import { SystemClock } from '../adapters/system/system-clock';
import type { AppConfig } from './app-config';
import { createContainer } from './create-container';

/** The container of one browser tab, made once at hydration. */
export function createBrowserContainer(config: AppConfig): Container {
  return createContainer({
    config,
    backend: () =>
      import('../adapters/http/create-http-backend').then(({ createHttpBackend }) =>
        createHttpBackend(config.backend),
      ),
    storages: {
      cookie: new BrowserCookieStorage(config.secureCookies),
      local: new WebStorage(() => window.localStorage),
      session: new WebStorage(() => window.sessionStorage),
    },
    clock: new SystemClock(),
    logger: new ConsoleLogger(),
    analytics: new DataLayerAnalytics(window as unknown as { dataLayer?: Record<string, unknown>[] }),
  });
}
