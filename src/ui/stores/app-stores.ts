import { ConversationStore } from './conversation-store';
import { FavouritesStore } from './favourites-store';
import { MessageStore } from './message-store';
import { WalletStore } from './wallet-store';

/** The shared state of one tab or server request, one store each, fed by use-cases and the realtime bridge. */
export interface AppStores {
  /** The balance (also the use-cases' WalletBalance port). */
  wallet: WalletStore;
  favourites: FavouritesStore;
  conversations: ConversationStore;
  messages: MessageStore;
}

export function createAppStores(): AppStores {
  return {
    wallet: new WalletStore(),
    favourites: new FavouritesStore(),
    conversations: new ConversationStore(),
    messages: new MessageStore(),
  };
}
