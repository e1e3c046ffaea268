import { BffCredentials, clearSessionCookie } from '../adapters/session/bff-credentials';
import { BrowserAuthCookieStorage } from '../adapters/storage/browser-auth-cookie-storage';
import { BrowserCookieStorage } from '../adapters/storage/browser-cookie-storage';
import { WebStorage } from '../adapters/storage/web-storage';
import { ConsoleLogger } from '../adapters/system/console-logger';
import { DataLayerAnalytics } from '../adapters/system/data-layer-analytics';
import { SystemClock } from '../adapters/system/system-clock';
import { BFF_PATHS } from '../config/backend-config';
import { storedToken } from '../core/account/auth-state';
import { createAppStores, forgetMember } from '../ui/stores/app-stores';
import { nextTask } from '../ui/app/next-task';
import type { AppConfig } from './app-config';
import { createApp, type App, type FeatureSource } from './app';
import type { ContainerParts } from './container-parts';

/**
 * The App of one browser tab, made once at hydration. Its parts are there at once; inversify, the
 * feature loaders and the transport load with the first feature the tab asks for (after
 * hydration), which keeps them out of the page's first-load JavaScript.
 */
export function createBrowserApp(config: AppConfig): App {
  // The token lives in an HttpOnly cookie; the tab holds its marker (src/adapters/session/session-marker.ts).
  const cookie = new BrowserAuthCookieStorage(new BrowserCookieStorage(config.secureCookies));
  const language = { lang: 'nl' };
  const stores = createAppStores();
  const parts: ContainerParts = {
    config,
    language,
    // However a session ends in this tab (a logout, a refused token, a reset link), the member's
    // conversations, messages, unread count and favourites go with it.
    credentials: new BffCredentials(
      () => storedToken(cookie),
      () => {
        clearSessionCookie(BFF_PATHS.session);
        forgetMember(stores);
      },
    ),
    stores,
    backend: (credentials) =>
      import('../adapters/http/create-http-backend').then(({ createHttpBackend }) =>
        createHttpBackend(config.backend, credentials, undefined, language),
      ),
    storages: {
      cookie,
      local: new WebStorage(() => window.localStorage),
      session: new WebStorage(() => window.sessionStorage),
    },
    clock: new SystemClock(),
    logger: new ConsoleLogger(),
    analytics: new DataLayerAnalytics(window as unknown as { dataLayer?: Record<string, unknown>[] }),
  };
  let features: Promise<FeatureSource> | undefined;
  // Evaluating inversify, making the container and resolving the first feature (which starts the
  // downloads of its chunks) each take a task: together they were one long task on a slow phone.
  const load = () =>
    (features ??= import('./create-container').then(async ({ createContainer, featuresOf }) => {
      await nextTask();
      const container = createContainer(parts);
      await nextTask();
      return featuresOf(container);
    }));
  return createApp(parts, async (name) => {
    const feature = await (await load())(name);
    // Evaluating a feature's chunks and making its use-cases took this task: what its caller does
    // with it (a panel's first render, its first requests) takes the next one.
    await nextTask();
    return feature;
  });
}
