import type { ServiceIdentifier } from 'inversify';
import type { Analytics } from '../ports/analytics.port';
import type { BackendPorts } from '../ports/backend-ports';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { Storages } from '../ports/storage.port';
import type { AppConfig } from './app-config';
import type { FeatureDeps } from './features/feature-deps';

/**
 * Typed service identifiers of the parts: `container.get(PARTS.clock)` is a Clock, and binding
 * something else to it does not compile. Only the composition root uses them; the UI gets the
 * typed App (app.ts). Each feature declares its own identifier (FeatureModule).
 */
export const PARTS = {
  config: Symbol.for('AppConfig') as ServiceIdentifier<AppConfig>,
  backend: Symbol.for('Backend') as ServiceIdentifier<BackendPorts>,
  storages: Symbol.for('Storages') as ServiceIdentifier<Storages>,
  clock: Symbol.for('Clock') as ServiceIdentifier<Clock>,
  logger: Symbol.for('Logger') as ServiceIdentifier<Logger>,
  analytics: Symbol.for('Analytics') as ServiceIdentifier<Analytics>,
};

/** What every feature's loader is given: the container's parts (features/feature-deps.ts). */
export const FEATURE_DEPS = Symbol.for('FeatureDeps') as ServiceIdentifier<FeatureDeps>;
