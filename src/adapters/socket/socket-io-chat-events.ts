import type { Socket } from 'socket.io-client';
import type { ChatEvent } from '../../core/live-chat/chat.model';
import type { ChatEvents } from '../../ports/chat-events.port';
import type { Logger } from '../../ports/logger.port';
import type { Unsubscribe } from '../../ports/member-events.port';
import { readChatEvent } from './chat-event-wire';
import { openSocketLazily, type PendingSocket, type SocketConfig } from './socket-connection';

type Handler = (event: ChatEvent) => void;
type ConnectHandler = (reconnect: boolean) => void;

/** How long a room waits for the engine to confirm its subscription before the visitor enters anyway. */
export const LISTEN_WAIT_MS = 1500;

/** A room's subscription: its handlers, and when the engine confirmed it (socket.io acknowledgement). */
interface RoomSubscription {
  handlers: Set<Handler>;
  listening: Promise<void>;
  confirm: () => void;
}

function roomSubscription(): RoomSubscription {
  let confirm = () => {};
  const listening = new Promise<void>((resolve) => (confirm = resolve));
  return { handlers: new Set<Handler>(), listening, confirm };
}

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
  private readonly rooms = new Map<string, RoomSubscription>();
  private readonly connectHandlers = new Set<ConnectHandler>();

  constructor(
    private readonly config: SocketConfig,
    private readonly logger: Logger,
    /** How long whenListening waits for an engine that does not confirm subscriptions. */
    private readonly listenWaitMs = LISTEN_WAIT_MS,
  ) {}

  subscribe(room: string, handler: Handler): Unsubscribe {
    const subscription = this.rooms.get(room) ?? roomSubscription();
    const isNewRoom = subscription.handlers.size === 0;
    subscription.handlers.add(handler);
    this.rooms.set(room, subscription);
    // Until the socket connects, its 'connect' handler subscribes every room.
    const socket = this.ensureConnection().current();
    if (isNewRoom && socket?.connected) this.emitSubscribe(socket, room, subscription);
    return () => this.unsubscribe(room, handler);
  }

  whenListening(room: string): Promise<void> {
    const subscription = this.rooms.get(room);
    if (!subscription) return Promise.resolve();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.listenWaitMs)));
    return Promise.race([subscription.listening, waited]).finally(() => clearTimeout(timer));
  }

  onConnect(handler: ConnectHandler): Unsubscribe {
    this.connectHandlers.add(handler);
    return () => this.connectHandlers.delete(handler);
  }

  /** Subscribes the room, asking the engine to confirm (an engine that does not is waited for briefly). */
  private emitSubscribe(socket: Socket, room: string, subscription: RoomSubscription): void {
    socket.timeout(this.listenWaitMs).emit('subscribe', { room }, () => subscription.confirm());
  }

  private unsubscribe(room: string, handler: Handler): void {
    const handlers = this.rooms.get(room)?.handlers;
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
        for (const [room, subscription] of this.rooms) this.emitSubscribe(socket, room, subscription);
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
    for (const handler of [...(this.rooms.get(wire.room)?.handlers ?? [])])
      this.safely(() => handler(wire.event));
  }

  private safely(run: () => void): void {
    try {
      run();
    } catch (error) {
      this.logger.error('A chat event handler failed', error);
    }
  }
}
