import type { Analytics } from '../ports/analytics.port';
import type { BackendPorts } from '../ports/backend-ports';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { Storages } from '../ports/storage.port';
import type { AppConfig } from './app-config';

/** The adapters one container is built from; the server, the browser and tests each choose theirs. */
export interface ContainerParts {
  config: AppConfig;
  /** Made on first use: the browser loads the transport (axios, socket.io) only when it is needed. */
  backend: () => BackendPorts | Promise<BackendPorts>;
  storages: Storages;
  clock: Clock;
  logger: Logger;
  analytics: Analytics;
}
