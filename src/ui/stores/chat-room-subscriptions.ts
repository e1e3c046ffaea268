import type { ChatEvent } from '../../core/live-chat/chat.model';
import type { Logger } from '../../ports/logger.port';
import type { Unsubscribe } from '../../ports/member-events.port';
import { ChatRoomStore } from './chat-room-store';
import type { ChatRoomEvents } from './realtime-bridge.dependencies';

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
 * The chat rooms the tab has joined, each with its own store. The chat socket's reconnects are
 * heard only while a room is joined, and every joined room then resynchronises.
 */
export class ChatRoomSubscriptions {
  private readonly rooms = new Set<JoinedRoom>();
  private chatConnection: Unsubscribe | null = null;

  constructor(
    private readonly chatEvents: ChatRoomEvents,
    private readonly logger: Logger,
  ) {}

  /** Subscribes to a room; its events reach the returned store (and `onEvent`) until `dispose()`. */
  join(room: string, resync?: ChatRoomResync, onEvent?: (event: ChatEvent) => void): ChatRoomHandle {
    const store = new ChatRoomStore(room);
    const joined: JoinedRoom = {
      store,
      resync,
      // `onEvent` hears each event the store kept (not one it already had), in order.
      unsubscribe: this.chatEvents.subscribe(room, (event) => {
        if (store.add(event)) onEvent?.(event);
      }),
    };
    this.rooms.add(joined);
    this.chatConnection ??= this.chatEvents.onConnect((reconnect) => {
      if (reconnect) this.resynchronise();
    });
    const listening = this.chatEvents.whenListening(room);
    return { store, listening, dispose: () => this.leave(joined) };
  }

  /** Leaves every joined room. */
  leaveAll(): void {
    for (const room of [...this.rooms]) this.leave(room);
  }

  private resynchronise(): void {
    for (const { store, resync } of this.rooms) {
      if (!resync) continue;
      void Promise.resolve()
        .then(() => resync(store))
        .catch((error: unknown) => this.logger.warn(`Resynchronising chat room ${store.room} failed`, error));
    }
  }

  private leave(room: JoinedRoom): void {
    if (!this.rooms.delete(room)) return;
    room.unsubscribe();
    if (this.rooms.size > 0) return;
    this.chatConnection?.();
    this.chatConnection = null;
  }
}
