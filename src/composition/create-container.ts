import { Container, type ResolutionContext } from 'inversify';
import type { Analytics } from '../ports/analytics.port';
import type { BackendPorts } from '../ports/backend-ports';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { Storages } from '../ports/storage.port';
import type { AppConfig } from './app-config';
import { TOKENS } from './tokens';

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

/**
 * A module loaded once per process or tab. Containers are made per request, and resolving a
 * dynamic import anew for each one showed up in the server's profile under load.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

const useCaseModules = {
  listPerformers: once(() => import('../core/use-cases/list-performers.use-case')),
  loginWithToken: once(() => import('../core/use-cases/login-with-token.use-case')),
  loadPerformerProfile: once(() => import('../core/use-cases/load-performer-profile.use-case')),
};

function backendOf(context: ResolutionContext): Promise<BackendPorts> {
  return context.getAsync<BackendPorts>(TOKENS.Backend);
}

/**
 * Builds one container: one per server request, one per browser tab, one per test. Bindings are
 * factories (no decorators), singletons within the container. The backend and the use-cases are
 * asynchronous (resolve them with `getAsync`): each use-case's code and the adapters load with the
 * first call that needs them, so a page's first load carries none of them.
 */
export function createContainer(parts: ContainerParts): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<AppConfig>(TOKENS.AppConfig).toConstantValue(parts.config);
  container.bind<BackendPorts>(TOKENS.Backend).toDynamicValue(() => parts.backend());
  container.bind<Storages>(TOKENS.Storages).toConstantValue(parts.storages);
  container.bind<Clock>(TOKENS.Clock).toConstantValue(parts.clock);
  container.bind<Logger>(TOKENS.Logger).toConstantValue(parts.logger);
  container.bind<Analytics>(TOKENS.Analytics).toConstantValue(parts.analytics);
  container.bind(TOKENS.ListPerformers).toDynamicValue(async (context) => {
    const [{ ListPerformers }, backend] = await Promise.all([
      useCaseModules.listPerformers(),
      backendOf(context),
    ]);
    return new ListPerformers(backend.performers, parts.logger);
  });
  container.bind(TOKENS.LoginWithToken).toDynamicValue(async (context) => {
    const [{ LoginWithToken }, backend] = await Promise.all([
      useCaseModules.loginWithToken(),
      backendOf(context),
    ]);
    return new LoginWithToken(backend.member, backend.inbox, parts.storages, parts.clock);
  });
  container.bind(TOKENS.LoadPerformerProfile).toDynamicValue(async (context) => {
    const [{ LoadPerformerProfile }, backend] = await Promise.all([
      useCaseModules.loadPerformerProfile(),
      backendOf(context),
    ]);
    return new LoadPerformerProfile(backend.performers, backend.media, parts.logger);
  });
  return container;
}
