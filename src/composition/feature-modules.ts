import type { ServiceIdentifier } from 'inversify';
import { accountModule } from './features/account';
import { dialInModule } from './features/dial-in';
import type { FeatureOf } from './features/feature-module';
import { liveChatModule } from './features/live-chat';
import { messagingModule } from './features/messaging';
import { performersModule } from './features/performers';
import { shellModule } from './features/shell';
import { walletModule } from './features/wallet';

/**
 * Every feature of the site, by the name the UI asks for it (`app.features.wallet()`,
 * `useFeature('wallet')`). createContainer loads each module; the App's types come from here, so
 * a new feature is its module (features/<feature>.ts) and one entry in this list.
 */
export const FEATURE_MODULES = {
  account: accountModule,
  wallet: walletModule,
  dialIn: dialInModule,
  performers: performersModule,
  messaging: messagingModule,
  shell: shellModule,
  liveChat: liveChatModule,
};

/** Each feature's use-cases, by the feature's name. */
export type FeatureMap = { [N in keyof typeof FEATURE_MODULES]: FeatureOf<(typeof FEATURE_MODULES)[N]> };

/** The identifier of the feature called `name`, typed by its use-cases. */
export function featureToken<N extends keyof FeatureMap>(name: N): ServiceIdentifier<FeatureMap[N]> {
  // The compiler does not relate an entry's type to its key's: the map above is what holds it.
  return FEATURE_MODULES[name].token as ServiceIdentifier<FeatureMap[N]>;
}
