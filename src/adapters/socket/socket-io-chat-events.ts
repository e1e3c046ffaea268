import type { ChatEvent } from '../../core/live-chat/chat.model';
import type { ChatEvents } from '../../ports/chat-events.port';
import type { Logger } from '../../ports/logger.port';
import type { Unsubscribe } from '../../ports/member-events.port';
import { readChatEvent } from './chat-event-wire';
import { openSocketLazily, type PendingSocket, type SocketConfig } from './socket-connection';

type Handler = (event: ChatEvent) => void;
type ConnectHandler = (reconnect: boolean) => void;

/**
 * Chat room streams over the /chat namespace. The connection opens with the first subscription and
 * closes with the last; after every (re)connect each open room is subscribed again, because the
 * server forgets a connection's rooms when it drops, and the onConnect handlers hear of it so a
 * room can resynchronise. Every event is checked against its wire shape first: a malformed one is
 * dropped and logged, and a failing handler is logged, so neither can break the stream.
 */
export class SocketIoChatEvents implements ChatEvents {
  private connection: PendingSocket | null = null;
  private connectedOnce = false;
  private readonly rooms = new Map<string, Set<Handler>>();
  private readonly connectHandlers = new Set<ConnectHandler>();

  constructor(
    private readonly config: SocketConfig,
    private readonly logger: Logger,
  ) {}

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

  onConnect(handler: ConnectHandler): Unsubscribe {
    this.connectHandlers.add(handler);
    return () => this.connectHandlers.delete(handler);
  }

  private unsubscribe(room: string, handler: Handler): void {
    const handlers = this.rooms.get(room);
    if (!handlers?.delete(handler) || handlers.size > 0) return;
    this.rooms.delete(room);
    this.connection?.current()?.emit('unsubscribe', { room });
    if (this.rooms.size === 0) {
      const connection = this.connection;
      this.connection = null;
      this.connectedOnce = false;
      const socket = connection?.current();
      // A websocket closed while it is still connecting makes the browser log an error: close it
      // once it has connected (or failed) instead.
      if (socket && !socket.connected) {
        socket.once('connect', () => connection?.close());
        socket.once('connect_error', () => connection?.close());
      } else connection?.close();
    }
  }

  private ensureConnection(): PendingSocket {
    if (this.connection) return this.connection;
    const connection = openSocketLazily(this.config, '/chat', { key: this.config.key });
    void connection.ready.then((socket) => {
      socket.on('connect', () => {
        for (const room of this.rooms.keys()) socket.emit('subscribe', { room });
        const reconnect = this.connectedOnce;
        this.connectedOnce = true;
        for (const handler of [...this.connectHandlers]) this.safely(() => handler(reconnect));
      });
      socket.on('chatEvent', (value: unknown) => this.deliver(value));
    });
    this.connection = connection;
    return connection;
  }

  private deliver(value: unknown): void {
    const wire = readChatEvent(value);
    if (!wire) {
      this.logger.warn('Dropped a malformed chat event', value);
      return;
    }
    for (const handler of [...(this.rooms.get(wire.room) ?? [])]) this.safely(() => handler(wire.event));
  }

  private safely(run: () => void): void {
    try {
      run();
    } catch (error) {
      this.logger.error('A chat event handler failed', error);
    }
  }
}
