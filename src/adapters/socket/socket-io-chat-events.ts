import type { ChatEvent } from '../../core/live-chat/chat.model';
import type { ChatEvents } from '../../ports/chat-events.port';
import type { Unsubscribe } from '../../ports/member-events.port';
import { openSocketLazily, type PendingSocket, type SocketConfig } from './socket-connection';

type Handler = (event: ChatEvent) => void;

interface WireChatEvent {
  room: string;
  name: ChatEvent['name'];
  payload: Record<string, unknown>;
}

function isWireChatEvent(value: unknown): value is WireChatEvent {
  const event = value as Partial<WireChatEvent> | null;
  return typeof event?.room === 'string' && typeof event.name === 'string';
}

/**
 * Chat room streams over the /chat namespace. The connection opens with the first subscription and
 * closes with the last; after every (re)connect each open room is subscribed again, because the
 * server forgets a connection's rooms when it drops.
 */
export class SocketIoChatEvents implements ChatEvents {
  private connection: PendingSocket | null = null;
  private readonly rooms = new Map<string, Set<Handler>>();

  constructor(private readonly config: SocketConfig) {}

  subscribe(room: string, handler: Handler): Unsubscribe {
    const handlers = this.rooms.get(room) ?? new Set<Handler>();
    const isNewRoom = handlers.size === 0;
    handlers.add(handler);
    this.rooms.set(room, handlers);
    // Until the socket connects, its 'connect' handler subscribes every room.
    const socket = this.ensureConnection().current();
    if (isNewRoom && socket?.connected) socket.emit('subscribe', { room });
    return () => this.unsubscribe(room, handler);
  }

  private unsubscribe(room: string, handler: Handler): void {
    const handlers = this.rooms.get(room);
    if (!handlers?.delete(handler) || handlers.size > 0) return;
    this.rooms.delete(room);
    this.connection?.current()?.emit('unsubscribe', { room });
    if (this.rooms.size === 0) {
      this.connection?.close();
      this.connection = null;
    }
  }

  private ensureConnection(): PendingSocket {
    if (this.connection) return this.connection;
    const connection = openSocketLazily(this.config, '/chat', { key: this.config.key });
    void connection.ready.then((socket) => {
      socket.on('connect', () => {
        for (const room of this.rooms.keys()) socket.emit('subscribe', { room });
      });
      socket.on('chatEvent', (event: unknown) => {
        if (!isWireChatEvent(event)) return;
        const chatEvent: ChatEvent = { name: event.name, payload: event.payload ?? {} };
        for (const handler of [...(this.rooms.get(event.room) ?? [])]) handler(chatEvent);
      });
    });
    this.connection = connection;
    return connection;
  }
}
