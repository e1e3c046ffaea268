import type { ServiceIdentifier } from 'inversify';
import type { Analytics } from '../ports/analytics.port';
import type { BackendPorts } from '../ports/backend-ports';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { Storages } from '../ports/storage.port';
import type { FeatureMap, FeatureName } from './app';
import type { AppConfig } from './app-config';

/**
 * Typed service identifiers: `container.get(PARTS.clock)` is a Clock and
 * `container.getAsync(FEATURES.wallet)` a WalletFeature, and binding something else to them does
 * not compile. Only the composition root uses them; the UI gets the typed App (app.ts).
 */
export const PARTS = {
  config: Symbol.for('AppConfig') as ServiceIdentifier<AppConfig>,
  backend: Symbol.for('Backend') as ServiceIdentifier<BackendPorts>,
  storages: Symbol.for('Storages') as ServiceIdentifier<Storages>,
  clock: Symbol.for('Clock') as ServiceIdentifier<Clock>,
  logger: Symbol.for('Logger') as ServiceIdentifier<Logger>,
  analytics: Symbol.for('Analytics') as ServiceIdentifier<Analytics>,
};

/** One identifier per feature, bound to the feature's loader. */
export const FEATURES: { [N in FeatureName]: ServiceIdentifier<FeatureMap[N]> } = {
  account: Symbol.for('AccountFeature'),
  wallet: Symbol.for('WalletFeature'),
  dialIn: Symbol.for('DialInFeature'),
  performers: Symbol.for('PerformersFeature'),
  messaging: Symbol.for('MessagingFeature'),
  shell: Symbol.for('ShellFeature'),
  liveChat: Symbol.for('LiveChatFeature'),
};
