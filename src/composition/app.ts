import type { Locale } from '../core/common/locale.model';
import { TrackNavigation } from '../core/shell/track-navigation.use-case';
import type { Analytics } from '../ports/analytics.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { Storages } from '../ports/storage.port';
import type { AppStores } from '../ui/stores/app-stores';
import type { AppConfig } from './app-config';
import type { ContainerParts } from './container-parts';
import type { FeatureMap } from './feature-modules';
import { onceSettled } from './settled';

export type { FeatureMap };

export type FeatureName = keyof FeatureMap;

/**
 * The features of one container, each loaded (its chunk and the backend) with its first call and
 * then the same promise for the container's life, tagged as it settles (see settled.ts).
 */
export type AppFeatures = { [N in FeatureName]: () => Promise<FeatureMap[N]> };

/**
 * What the UI gets of one container (a server request's, a tab's, a test's): the parts it reads
 * synchronously, the page-view recorder every page needs at once, and the typed features.
 */
export interface App {
  config: AppConfig;
  storages: Storages;
  clock: Clock;
  logger: Logger;
  analytics: Analytics;
  trackNavigation: TrackNavigation;
  /** The shared stores (balance, favourites) of this container. */
  stores: AppStores;
  features: AppFeatures;
  /** The page's locale, sent to the member API from the next request on (x-lang). */
  setLanguage(locale: Locale): void;
}

/**
 * Where features come from, by name: the container (featuresOf in create-container.ts), which the
 * browser loads with the first feature. By name, so the first load carries neither the feature
 * modules nor inversify.
 */
export type FeatureSource = <N extends FeatureName>(name: N) => Promise<FeatureMap[N]>;

/** The App of one container: its parts, and its features resolved from `source` once each. */
export function createApp(
  parts: Pick<
    ContainerParts,
    'config' | 'storages' | 'clock' | 'logger' | 'analytics' | 'stores' | 'language'
  >,
  source: FeatureSource,
): App {
  return {
    config: parts.config,
    storages: parts.storages,
    clock: parts.clock,
    logger: parts.logger,
    analytics: parts.analytics,
    stores: parts.stores,
    trackNavigation: new TrackNavigation(parts.storages.local, parts.analytics, parts.clock),
    features: featuresFrom(source),
    setLanguage: (locale) => {
      parts.language.lang = locale;
    },
  };
}

/**
 * Each feature loaded from `source` with its first call, then the same promise (onceSettled). A
 * proxy, not an object with a key per feature: the list of features is the composition's
 * (feature-modules.ts), which the browser loads only with the first feature.
 */
function featuresFrom(source: FeatureSource): AppFeatures {
  const loaders = new Map<FeatureName, () => Promise<unknown>>();
  return new Proxy({} as AppFeatures, {
    get(_, property) {
      if (typeof property !== 'string') return undefined;
      const name = property as FeatureName;
      let loader = loaders.get(name);
      if (!loader) loaders.set(name, (loader = onceSettled(() => source(name))));
      return loader;
    },
  });
}
