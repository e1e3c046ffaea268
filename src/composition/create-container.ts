import { Container, ContainerModule } from 'inversify';
import type { FeatureSource } from './app';
import type { ContainerParts } from './container-parts';
import { FEATURE_MODULES, featureToken } from './feature-modules';
import type { FeatureDeps } from './features/feature-deps';
import { FEATURE_DEPS, PARTS } from './tokens';

/**
 * The parts of one container: constants, except the backend, which is made with the first feature
 * that needs it, and the deps every feature's loader is given.
 */
function partsModule(parts: ContainerParts): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(PARTS.config).toConstantValue(parts.config);
    bind(PARTS.storages).toConstantValue(parts.storages);
    bind(PARTS.clock).toConstantValue(parts.clock);
    bind(PARTS.logger).toConstantValue(parts.logger);
    bind(PARTS.analytics).toConstantValue(parts.analytics);
    bind(PARTS.backend).toDynamicValue(async () => parts.backend(parts.credentials));
    bind(FEATURE_DEPS).toDynamicValue((context): FeatureDeps => ({
      ...parts,
      balance: parts.stores.wallet,
      backend: () => context.getAsync(PARTS.backend),
      messagingStores: () => parts.stores.loadMessaging(),
    }));
  });
}

/**
 * Builds one container: one per server request, one per browser tab, one per test. It loads the
 * parts and every feature's module (feature-modules.ts), each binding its feature to its loader
 * (one lazy chunk, one await). Every binding is a singleton of the container, so a feature's
 * use-cases are made once per request, tab or test.
 */
export function createContainer(parts: ContainerParts): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(partsModule(parts), ...Object.values(FEATURE_MODULES));
  return container;
}

/** The container's features by name, for its App (createApp). */
export function featuresOf(container: Container): FeatureSource {
  return (name) => container.getAsync(featureToken(name));
}
