import type { ChatEvent } from '../../core/live-chat/chat.model';
import type { Conversation } from '../../core/messaging/conversation.model';
import type { Clock } from '../../ports/clock.port';
import type { Logger } from '../../ports/logger.port';
import type { MemberEvents, Unsubscribe } from '../../ports/member-events.port';
import type { ConversationStore } from './conversation-store';
import type { FavouritesStore } from './favourites-store';
import type { MessageStore } from './message-store';
import type { UnreadStore } from './unread-store';
import type { WalletStore } from './wallet-store';

/** What the bridge needs of the chat socket; the ChatEvents port gives it (subscribe, whenListening, onConnect). */
export interface ChatRoomEvents {
  subscribe(room: string, handler: (event: ChatEvent) => void): Unsubscribe;
  whenListening(room: string): Promise<void>;
  /** Called after every (re)connect of the chat socket. */
  onConnect(handler: (reconnect: boolean) => void): Unsubscribe;
}

/** How the bridge asks the backend again after a reconnect (the lead passes use-cases in). */
export interface RealtimeResync {
  /** The balance now; null when it could not be read (the last known one is kept). */
  credits(): Promise<number | null>;
  /** The complete conversation list; null when it could not be loaded (the known one is kept). */
  conversations(): Promise<Conversation[] | null>;
  /** The unread count; null when it could not be read (the last known one is kept). */
  unread(): Promise<number | null>;
}

export interface RealtimeStores {
  wallet: WalletStore;
  unread: UnreadStore;
  favourites: FavouritesStore;
  conversations: ConversationStore;
  messages: MessageStore;
}

export interface RealtimeBridgeDependencies {
  memberEvents: MemberEvents;
  chatEvents: ChatRoomEvents;
  clock: Clock;
  logger: Logger;
  stores: RealtimeStores;
  resync: RealtimeResync;
}
