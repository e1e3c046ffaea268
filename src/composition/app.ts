import type { Locale } from '../core/common/locale.model';
import { TrackNavigation } from '../core/shell/track-navigation.use-case';
import type { Analytics } from '../ports/analytics.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { Storages } from '../ports/storage.port';
import type { AppStores } from '../ui/stores/app-stores';
import type { AppConfig } from './app-config';
import type { ContainerParts } from './container-parts';
import type { AccountFeature } from './features/account';
import type { DialInFeature } from './features/dial-in';
import type { LiveChatFeature } from './features/live-chat';
import type { MessagingFeature } from './features/messaging';
import type { PerformersFeature } from './features/performers';
import type { ShellFeature } from './features/shell';
import type { WalletFeature } from './features/wallet';
import { onceSettled } from './settled';

/** Each feature's use-cases, by the feature's name. */
export interface FeatureMap {
  account: AccountFeature;
  wallet: WalletFeature;
  dialIn: DialInFeature;
  performers: PerformersFeature;
  messaging: MessagingFeature;
  shell: ShellFeature;
  liveChat: LiveChatFeature;
}

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
 * browser loads with the first feature. By name, so the first load carries no service identifiers.
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
  const feature = <N extends FeatureName>(name: N) => onceSettled(() => source(name));
  return {
    config: parts.config,
    storages: parts.storages,
    clock: parts.clock,
    logger: parts.logger,
    analytics: parts.analytics,
    stores: parts.stores,
    trackNavigation: new TrackNavigation(parts.storages.local, parts.analytics, parts.clock),
    features: {
      account: feature('account'),
      wallet: feature('wallet'),
      dialIn: feature('dialIn'),
      performers: feature('performers'),
      messaging: feature('messaging'),
      shell: feature('shell'),
      liveChat: feature('liveChat'),
    },
    setLanguage: (locale) => {
      parts.language.lang = locale;
    },
  };
}
