import type { Analytics } from '../ports/analytics.port';
import type { BackendPorts } from '../ports/backend-ports';
import type { Clock } from '../ports/clock.port';
import type { Credentials } from '../ports/credentials.port';
import type { Logger } from '../ports/logger.port';
import type { Storages } from '../ports/storage.port';
import type { AppStores } from '../ui/stores/app-stores';
import type { AppConfig } from './app-config';

/** The adapters one container is built from; the server, the browser and tests each choose theirs. */
export interface ContainerParts {
  config: AppConfig;
  /**
   * Made on first use: the browser loads the transport (axios, socket.io) only when it is needed.
   * Every adapter that sends the login token reads it from `credentials` at request time.
   */
  backend: (credentials: Credentials) => BackendPorts | Promise<BackendPorts>;
  /**
   * The member API's language (x-lang, docs/api.md), read as each request leaves: the App sets it
   * to the page's locale, so what the backend writes (an activation or reset mail) is in it.
   */
  language: { lang: string };
  /** The session holder, seeded from the auth cookie (storedToken). */
  credentials: Credentials;
  /** The shared stores; the wallet store is the use-cases' WalletBalance. */
  stores: AppStores;
  storages: Storages;
  clock: Clock;
  logger: Logger;
  analytics: Analytics;
}
