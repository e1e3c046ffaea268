import { FavouritesStore } from './favourites-store';
import { UnreadStore } from './unread-store';
import { WalletStore } from './wallet-store';

/**
 * The shared state every page shows, one store each per tab or server request, fed by use-cases
 * and the realtime bridge. The messenger's conversation and message stores go with these
 * (messagingStoresOf) but their code loads with the messenger page or the first feature that needs
 * them, not with each page.
 */
export interface AppStores {
  /** The balance (also the use-cases' WalletBalance port). */
  wallet: WalletStore;
  favourites: FavouritesStore;
  /** The header's unread private messages. */
  unread: UnreadStore;
}

export function createAppStores(): AppStores {
  return { wallet: new WalletStore(), favourites: new FavouritesStore(), unread: new UnreadStore() };
}
