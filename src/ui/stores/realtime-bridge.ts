import type { ChatEvent } from '../../core/live-chat/chat.model';
import type { Conversation, Message } from '../../core/messaging/conversation.model';
import type { Clock, TimerHandle } from '../../ports/clock.port';
import type { Logger } from '../../ports/logger.port';
import type { MemberEventMap, MemberEvents, Unsubscribe } from '../../ports/member-events.port';
import { ChatRoomStore } from './chat-room-store';
import type { ConversationStore } from './conversation-store';
import { ConversationSync } from './conversation-sync';
import type { FavouritesStore } from './favourites-store';
import type { MessageStore } from './message-store';
import type { UnreadStore } from './unread-store';
import type { WalletStore } from './wallet-store';

/** SPEC §9 timings: a private message is handled 100 ms after it arrives. */
export const PRIVATE_MESSAGE_DELAY_MS = 100;

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

/** A joined chat room: its events in `store` until `dispose()`. */
export interface ChatRoomHandle {
  readonly store: ChatRoomStore;
  /** Settles once the room's events flow (ChatEvents.whenListening); never rejects. */
  readonly listening: Promise<void>;
  dispose(): void;
}

/** After a chat-socket reconnect: brings the room's store up to date (for example re-joins the chat). */
export type ChatRoomResync = (store: ChatRoomStore) => void | Promise<void>;

interface JoinedRoom {
  store: ChatRoomStore;
  resync: ChatRoomResync | undefined;
  unsubscribe: Unsubscribe;
}

/**
 * The one place that listens to the member socket and the chat rooms and writes what they say into
 * the stores (ARCHITECTURE: shared state in entity stores, one realtime bridge). Balances come only
 * from the backend; after a member-socket reconnect the balance and the conversation list are asked
 * for again, and after a chat-socket reconnect every joined room resynchronises. `start()` in the
 * tab (never on the server), `dispose()` when the tab's container goes.
 */
export class RealtimeBridge {
  private readonly subscriptions: Unsubscribe[] = [];
  private readonly timers = new Set<TimerHandle>();
  private readonly rooms = new Set<JoinedRoom>();
  private readonly messageListeners = new Set<(conversationId: number, message: Message) => void>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly conversations: ConversationSync;
  private chatConnection: Unsubscribe | null = null;
  /** Counts the backend's statements of the balance, so an older answer never overwrites a newer one. */
  private creditsStatements = 0;
  private started = false;
  private disposed = false;

  constructor(private readonly deps: RealtimeBridgeDependencies) {
    this.conversations = new ConversationSync(
      deps.stores.conversations,
      () => deps.resync.conversations(),
      deps.logger,
    );
  }

  /** Subscribes to the member socket; calling it again changes nothing. */
  start(): void {
    if (this.started || this.disposed) return;
    this.started = true;
    const { memberEvents: events, stores } = this.deps;
    this.subscriptions.push(
      events.on('setCredits', ({ credits }) => this.stateCredits(credits)),
      events.on('updatedCredits', ({ credits }) => this.stateCredits(credits)),
      events.on('bundleBought', (purchase) => this.bundleBought(purchase)),
      events.on('favouriteAdd', ({ performerId }) => stores.favourites.add(performerId)),
      events.on('favouriteRemove', ({ performerId }) => stores.favourites.remove(performerId)),
      events.on('privateMessage', (event) => this.later(() => this.privateMessage(event))),
      events.on('messageRead', ({ conversationId }) => {
        stores.messages.markReadByPartner(conversationId);
        stores.conversations.markReadByPartner(conversationId);
      }),
      events.onConnect((reconnect) => {
        if (reconnect) this.resynchronise();
      }),
    );
  }

  /**
   * Subscribes to a live chat room; its events reach the returned store (and `onEvent`, as they
   * arrive) until `dispose()`.
   */
  joinRoom(room: string, resync?: ChatRoomResync, onEvent?: (event: ChatEvent) => void): ChatRoomHandle {
    if (this.disposed) throw new Error('RealtimeBridge.joinRoom after dispose');
    const store = new ChatRoomStore(room);
    const joined: JoinedRoom = {
      store,
      resync,
      // `onEvent` hears each event the store kept (not one it already had), in order.
      unsubscribe: this.deps.chatEvents.subscribe(room, (event) => {
        if (store.add(event)) onEvent?.(event);
      }),
    };
    this.rooms.add(joined);
    this.chatConnection ??= this.deps.chatEvents.onConnect((reconnect) => {
      if (reconnect) this.resynchroniseRooms();
    });
    const listening = this.deps.chatEvents.whenListening(room);
    return { store, listening, dispose: () => this.leaveRoom(joined) };
  }

  /** Unsubscribes everything and drops what is still on its way to the stores. */
  dispose(): void {
    this.disposed = true;
    this.messageListeners.clear();
    this.reconnectListeners.clear();
    for (const unsubscribe of this.subscriptions.splice(0)) unsubscribe();
    for (const timer of this.timers) this.deps.clock.clear(timer);
    this.timers.clear();
    for (const room of [...this.rooms]) this.leaveRoom(room);
    this.conversations.stop();
  }

  private stateCredits(credits: number): void {
    this.creditsStatements += 1;
    this.deps.stores.wallet.update(credits);
  }

  /**
   * The event carries the credits bought, not the balance: recorded as the purchase, and the
   * balance is asked for, so it is the backend's word even if no updatedCredits came with it.
   */
  private bundleBought(purchase: MemberEventMap['bundleBought']): void {
    this.deps.stores.wallet.recordPurchase({ credits: purchase.credits, bundleId: purchase.bundleId });
    void this.refreshCredits();
  }

  private privateMessage({ conversationId, message }: MemberEventMap['privateMessage']): void {
    this.deps.stores.messages.add(conversationId, message);
    this.conversations.receive(conversationId, message);
    this.refreshUnread();
    for (const listener of this.messageListeners) listener(conversationId, message);
  }

  /** Hears each private message once the stores hold it (the pop-ups open a bubble for it). */
  onPrivateMessage(listener: (conversationId: number, message: Message) => void): Unsubscribe {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  /** Asks the backend for the unread count (after a message, a reconnect, or a read elsewhere). */
  refreshUnread(): void {
    // No count known: a guest, who has no inbox to count.
    if (this.disposed || this.deps.stores.unread.count === null) return;
    void this.deps.stores.unread.follow(this.deps.resync.unread().catch(() => null));
  }

  private resynchronise(): void {
    void this.refreshCredits();
    this.conversations.reload();
    this.refreshUnread();
    for (const listener of this.reconnectListeners) listener();
  }

  /**
   * Calls `listener` once the member socket is connected (at once when it is already): live parts
   * such as the pop-ups show only when what they say can reach them.
   */
  whenConnected(listener: () => void): Unsubscribe {
    if (this.deps.memberEvents.isConnected()) {
      listener();
      return () => undefined;
    }
    let done = false;
    const stop = this.deps.memberEvents.onConnect(() => {
      if (done) return;
      done = true;
      listener();
    });
    return () => {
      done = true;
      stop();
    };
  }

  /** Hears each member-socket reconnect (an open conversation catches up with what it missed). */
  onReconnect(listener: () => void): Unsubscribe {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  private async refreshCredits(): Promise<void> {
    const asked = this.creditsStatements;
    let credits: number | null;
    try {
      credits = await this.deps.resync.credits();
    } catch (error) {
      this.deps.logger.warn('Reading the balance again failed', error);
      return;
    }
    if (credits === null || this.disposed || asked !== this.creditsStatements) return;
    this.stateCredits(credits);
  }

  private resynchroniseRooms(): void {
    for (const { store, resync } of this.rooms) {
      if (!resync) continue;
      void Promise.resolve()
        .then(() => resync(store))
        .catch((error: unknown) =>
          this.deps.logger.warn(`Resynchronising chat room ${store.room} failed`, error),
        );
    }
  }

  private leaveRoom(room: JoinedRoom): void {
    if (!this.rooms.delete(room)) return;
    room.unsubscribe();
    if (this.rooms.size > 0) return;
    this.chatConnection?.();
    this.chatConnection = null;
  }

  private later(handle: () => void): void {
    const timer = this.deps.clock.setTimeout(() => {
      this.timers.delete(timer);
      handle();
    }, PRIVATE_MESSAGE_DELAY_MS);
    this.timers.add(timer);
  }
}
