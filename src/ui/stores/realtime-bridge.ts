import type { ChatEvent } from '../../core/live-chat/chat.model';
import type { Message } from '../../core/messaging/conversation.model';
import type { FavouriteAlert } from '../../core/performers/favourite-alert.model';
import type { TimerHandle } from '../../ports/clock.port';
import type { MemberEventMap, Unsubscribe } from '../../ports/member-events.port';
import { AlertRelay } from './alert-relay';
import { BalanceSync } from './balance-sync';
import { ChatRoomSubscriptions, type ChatRoomHandle, type ChatRoomResync } from './chat-room-subscriptions';
import { ConversationSync } from './conversation-sync';
import type { RealtimeBridgeDependencies } from './realtime-bridge.dependencies';

/** SPEC §9 timings: a private message is handled 100 ms after it arrives. */
export const PRIVATE_MESSAGE_DELAY_MS = 100;

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
  private readonly messageListeners = new Set<(conversationId: number, message: Message) => void>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly alerts = new AlertRelay();
  private readonly conversations: ConversationSync;
  private readonly balance: BalanceSync;
  private readonly rooms: ChatRoomSubscriptions;
  private started = false;
  private disposed = false;

  constructor(private readonly deps: RealtimeBridgeDependencies) {
    const { stores, resync, logger } = deps;
    this.conversations = new ConversationSync(stores.conversations, () => resync.conversations(), logger);
    this.balance = new BalanceSync(stores.wallet, () => resync.credits(), logger);
    this.rooms = new ChatRoomSubscriptions(deps.chatEvents, logger);
  }

  /** Subscribes to the member socket; calling it again changes nothing. */
  start(): void {
    if (this.started || this.disposed) return;
    this.started = true;
    const { memberEvents: events, stores } = this.deps;
    this.subscriptions.push(
      events.on('setCredits', ({ credits }) => this.balance.state(credits)),
      events.on('updatedCredits', ({ credits }) => this.balance.state(credits)),
      events.on('bundleBought', (purchase) => this.balance.bundleBought(purchase)),
      events.on('favouriteAdd', ({ performerId }) => stores.favourites.add(performerId)),
      events.on('favouriteRemove', ({ performerId }) => stores.favourites.remove(performerId)),
      events.on('privateMessage', (event) => this.later(() => this.privateMessage(event))),
      events.on('favouriteOnline', (alert) => this.alerts.receive(alert)),
      events.on('messageRead', ({ conversationId }) => {
        stores.messages.markReadByPartner(conversationId);
        stores.conversations.markReadByPartner(conversationId);
      }),
      events.onConnect((reconnect) => (reconnect ? this.resynchronise() : this.catchUp())),
    );
  }

  /**
   * Subscribes to a live chat room; its events reach the returned store (and `onEvent`, as they
   * arrive) until `dispose()`.
   */
  joinRoom(room: string, resync?: ChatRoomResync, onEvent?: (event: ChatEvent) => void): ChatRoomHandle {
    if (this.disposed) throw new Error('RealtimeBridge.joinRoom after dispose');
    return this.rooms.join(room, resync, onEvent);
  }

  /** Unsubscribes everything and drops what is still on its way to the stores. */
  dispose(): void {
    this.disposed = true;
    this.messageListeners.clear();
    this.reconnectListeners.clear();
    this.alerts.clear();
    for (const unsubscribe of this.subscriptions.splice(0)) unsubscribe();
    for (const timer of this.timers) this.deps.clock.clear(timer);
    this.timers.clear();
    this.rooms.leaveAll();
    this.conversations.stop();
    this.balance.stop();
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

  /**
   * Hears each favourite going live. Those that came before the first listener (the alerts load
   * when the page is idle) are handed to it at once.
   */
  onFavouriteOnline(listener: (alert: FavouriteAlert) => void): Unsubscribe {
    return this.alerts.listen(listener);
  }

  /** Asks the backend for the unread count (after a message, a reconnect, or a read elsewhere). */
  refreshUnread(): void {
    // No count known: a guest, who has no inbox to count.
    if (this.disposed || this.deps.stores.unread.count === null) return;
    void this.deps.stores.unread.follow(this.deps.resync.unread().catch(() => null));
  }

  /**
   * The first connect: the page was rendered a moment before the socket's client loaded, and what
   * came in between (her reply) reached no one. The unread count is asked for again (the balance
   * comes with the socket's setCredits); a list on the page reloads (ConversationSync asks again
   * should the member change it meanwhile), and an open conversation catches up as after a
   * reconnect. A page without a list asks for none.
   */
  private catchUp(): void {
    this.refreshUnread();
    if (this.deps.stores.conversations.size > 0) this.conversations.reload();
    for (const listener of this.reconnectListeners) listener();
  }

  private resynchronise(): void {
    void this.balance.refresh();
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

  /**
   * Hears the member socket's first connect and each reconnect: an open conversation catches up
   * with what came in while the socket could not hear it.
   */
  onReconnect(listener: () => void): Unsubscribe {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  private later(handle: () => void): void {
    const timer = this.deps.clock.setTimeout(() => {
      this.timers.delete(timer);
      handle();
    }, PRIVATE_MESSAGE_DELAY_MS);
    this.timers.add(timer);
  }
}
