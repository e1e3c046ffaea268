import { BrowserCookieStorage } from '../adapters/storage/browser-cookie-storage';
import { WebStorage } from '../adapters/storage/web-storage';
import { ConsoleLogger } from '../adapters/system/console-logger';
import { DataLayerAnalytics } from '../adapters/system/data-layer-analytics';
import { SystemClock } from '../adapters/system/system-clock';
import { TrackNavigation } from '../core/shell/track-navigation.use-case';
import type { AppConfig } from './app-config';
import type { AppContainer } from './app-container';
import type { ContainerParts } from './create-container';
import { TOKENS } from './tokens';

/**
 * The container of one browser tab, made once at hydration. The constants are there at once;
 * inversify and the bindings load with the first use-case the tab resolves (after hydration),
 * which keeps the container library out of the page's first-load JavaScript.
 */
export function createBrowserContainer(config: AppConfig): AppContainer {
  const parts: ContainerParts = {
    config,
    backend: (credentials) =>
      import('../adapters/http/create-http-backend').then(({ createHttpBackend }) =>
        createHttpBackend(config.backend, credentials),
      ),
    storages: {
      cookie: new BrowserCookieStorage(config.secureCookies),
      local: new WebStorage(() => window.localStorage),
      session: new WebStorage(() => window.sessionStorage),
    },
    clock: new SystemClock(),
    logger: new ConsoleLogger(),
    analytics: new DataLayerAnalytics(window as unknown as { dataLayer?: Record<string, unknown>[] }),
  };
  const constants = new Map<symbol, unknown>([
    [TOKENS.AppConfig, parts.config],
    [TOKENS.Storages, parts.storages],
    [TOKENS.Clock, parts.clock],
    [TOKENS.Logger, parts.logger],
    [TOKENS.Analytics, parts.analytics],
    // Every page view needs it at once, and it needs only constants: made here, it spares the
    // first page loading the container library while it hydrates.
    [TOKENS.TrackNavigation, new TrackNavigation(parts.storages.local, parts.analytics, parts.clock)],
  ]);
  let container: Promise<AppContainer> | undefined;
  const load = () =>
    (container ??= import('./create-container').then(({ createContainer }) => createContainer(parts)));
  return {
    get<T>(token: symbol): T {
      if (!constants.has(token))
        throw new Error(`${String(token)} is not a constant: resolve it with getAsync`);
      return constants.get(token) as T;
    },
    getAsync: async <T>(token: symbol): Promise<T> => (await load()).getAsync<T>(token),
  };
}
