import { FavouritesStore } from './favourites-store';
import type { MessagingStores } from './messaging-stores';
import { UnreadStore } from './unread-store';
import { WalletStore } from './wallet-store';

/**
 * The shared state every page shows, one store each per tab or server request, fed by use-cases
 * and the realtime bridge. The messenger's conversation and message stores go with these
 * (`messaging`, made by messagingStoresOf) but their code loads with the messenger page or the
 * first feature that needs them, not with each page.
 */
export interface AppStores {
  /** The balance (also the use-cases' WalletBalance port). */
  wallet: WalletStore;
  favourites: FavouritesStore;
  /** The header's unread private messages. */
  unread: UnreadStore;
  /** The messenger's stores, once its code has loaded; null before. */
  messaging: MessagingStores | null;
}

export function createAppStores(): AppStores {
  return {
    wallet: new WalletStore(),
    favourites: new FavouritesStore(),
    unread: new UnreadStore(),
    messaging: null,
  };
}

/**
 * A session ended (SPEC §4: a logout, a token the backend refused, a reset link's new session):
 * nothing of that member stays in the tab, which on a shared device the next person uses. Logging
 * in loads them again.
 */
export function forgetMember(stores: AppStores): void {
  stores.wallet.clear();
  stores.favourites.clear();
  stores.unread.seed(null);
  stores.messaging?.conversations.clear();
  stores.messaging?.messages.clear();
}
