import { Container } from 'inversify';
import { ListPerformers } from '../core/use-cases/list-performers.use-case';
import { LoginWithToken } from '../core/use-cases/login-with-token.use-case';
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
  backend: BackendPorts;
  storages: Storages;
  clock: Clock;
  logger: Logger;
  analytics: Analytics;
}

/**
 * Builds one container: one per server request, one per browser tab, one per test. Bindings are
 * factories (no decorators); use-cases are singletons within the container, view models transient.
 */
export function createContainer(parts: ContainerParts): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<AppConfig>(TOKENS.AppConfig).toConstantValue(parts.config);
  container.bind<BackendPorts>(TOKENS.Backend).toConstantValue(parts.backend);
  container.bind<Storages>(TOKENS.Storages).toConstantValue(parts.storages);
  container.bind<Clock>(TOKENS.Clock).toConstantValue(parts.clock);
  container.bind<Logger>(TOKENS.Logger).toConstantValue(parts.logger);
  container.bind<Analytics>(TOKENS.Analytics).toConstantValue(parts.analytics);
  container
    .bind<ListPerformers>(TOKENS.ListPerformers)
    .toDynamicValue((context) => new ListPerformers(context.get<BackendPorts>(TOKENS.Backend).performers, context.get<Logger>(TOKENS.Logger)));
  container
    .bind<LoginWithToken>(TOKENS.LoginWithToken)
    .toDynamicValue((context) => {
      const backend = context.get<BackendPorts>(TOKENS.Backend);
      return new LoginWithToken(backend.member, backend.inbox, context.get(TOKENS.Storages), context.get(TOKENS.Clock));
    });
  return container;
}
