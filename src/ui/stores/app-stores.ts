import { FavouritesStore } from './favourites-store';
import type { MessagingStores } from './messaging-stores';
import { UnreadStore } from './unread-store';
import { WalletStore } from './wallet-store';

/**
 * The shared state every page shows, one per tab or server request, fed by use-cases and the
 * realtime bridge. It also holds the messenger's conversation and message stores, whose code loads
 * with the messenger page or the first feature that needs them, not with each page.
 */
export class AppStores {
  /** The balance (also the use-cases' WalletBalance port). */
  readonly wallet = new WalletStore();
  readonly favourites = new FavouritesStore();
  /** The header's unread private messages. */
  readonly unread = new UnreadStore();
  #messaging: MessagingStores | null = null;

  /** The messenger's stores once made; null before (nothing of theirs to show or to forget). */
  get messaging(): MessagingStores | null {
    return this.#messaging;
  }

  /**
   * The messenger's stores, made on the first call by `create`, which comes from their module: the
   * messenger page imports it and renders from the stores at once, every other page goes without.
   */
  messagingFrom(create: () => MessagingStores): MessagingStores {
    this.#messaging ??= create();
    return this.#messaging;
  }

  /** The same stores for code that has not imported their module (the features' loaders). */
  async loadMessaging(): Promise<MessagingStores> {
    const { createMessagingStores } = await import('./messaging-stores');
    return this.messagingFrom(createMessagingStores);
  }
}

export function createAppStores(): AppStores {
  return new AppStores();
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
