import { Container } from 'inversify';
import type { FeatureSource } from './app';
import type { ContainerParts } from './container-parts';
import { loadAccountFeature } from './features/account';
import { loadDialInFeature } from './features/dial-in';
import type { FeatureDeps } from './features/feature-deps';
import { loadLiveChatFeature } from './features/live-chat';
import { loadMessagingFeature } from './features/messaging';
import { loadPerformersFeature } from './features/performers';
import { loadShellFeature } from './features/shell';
import { loadWalletFeature } from './features/wallet';
import { FEATURES, PARTS } from './tokens';

/**
 * Builds one container: one per server request, one per browser tab, one per test. The parts are
 * constants, except the backend, which is made with the first feature that needs it. Each feature
 * is bound to its loader (one lazy chunk, one await) and is a singleton of the container, so its
 * use-cases are made once per request, tab or test.
 */
export function createContainer(parts: ContainerParts): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(PARTS.config).toConstantValue(parts.config);
  container.bind(PARTS.storages).toConstantValue(parts.storages);
  container.bind(PARTS.clock).toConstantValue(parts.clock);
  container.bind(PARTS.logger).toConstantValue(parts.logger);
  container.bind(PARTS.analytics).toConstantValue(parts.analytics);
  container.bind(PARTS.backend).toDynamicValue(async () => parts.backend(parts.credentials));
  const deps: FeatureDeps = {
    ...parts,
    balance: parts.stores.wallet,
    backend: () => container.getAsync(PARTS.backend),
    messagingStores: () => parts.stores.loadMessaging(),
  };
  container.bind(FEATURES.account).toDynamicValue(() => loadAccountFeature(deps));
  container.bind(FEATURES.wallet).toDynamicValue(() => loadWalletFeature(deps));
  container.bind(FEATURES.dialIn).toDynamicValue(() => loadDialInFeature(deps));
  container.bind(FEATURES.performers).toDynamicValue(() => loadPerformersFeature(deps));
  container.bind(FEATURES.messaging).toDynamicValue(() => loadMessagingFeature(deps));
  container.bind(FEATURES.shell).toDynamicValue(() => loadShellFeature(deps));
  container.bind(FEATURES.liveChat).toDynamicValue(() => loadLiveChatFeature(deps));
  return container;
}

/** The container's features by name, for its App (createApp). */
export function featuresOf(container: Container): FeatureSource {
  return (name) => container.getAsync(FEATURES[name]);
}
