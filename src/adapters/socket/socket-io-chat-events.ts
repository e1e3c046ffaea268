import type { Socket } from 'socket.io-client';
import type { ChatEvent } from '../../core/model/chat';
import type { ChatEvents } from '../../ports/chat-events.port';
import type { Unsubscribe } from '../../ports/member-events.port';
import { openSocket, type SocketConfig } from './socket-connection';

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
  private socket: Socket | null = null;
  private readonly rooms = new Map<string, Set<Handler>>();

  constructor(private readonly config: SocketConfig) {}

  subscribe(room: string, handler: Handler): Unsubscribe {
    const handlers = this.rooms.get(room) ?? new Set<Handler>();
    const isNewRoom = handlers.size === 0;
    handlers.add(handler);
    this.rooms.set(room, handlers);
    const socket = this.ensureSocket();
    if (isNewRoom && socket.connected) socket.emit('subscribe', { room });
    return () => this.unsubscribe(room, handler);
  }

  private unsubscribe(room: string, handler: Handler): void {
    const handlers = this.rooms.get(room);
    if (!handlers?.delete(handler) || handlers.size > 0) return;
    this.rooms.delete(room);
    this.socket?.emit('unsubscribe', { room });
    if (this.rooms.size === 0) {
      this.socket?.close();
      this.socket = null;
    }
  }

  private ensureSocket(): Socket {
    if (this.socket) return this.socket;
    const socket = openSocket(this.config, '/chat', { key: this.config.key });
    socket.on('connect', () => {
      for (const room of this.rooms.keys()) socket.emit('subscribe', { room });
    });
    socket.on('chatEvent', (event: unknown) => {
      if (!isWireChatEvent(event)) return;
      const chatEvent: ChatEvent = { name: event.name, payload: event.payload ?? {} };
      for (const handler of [...(this.rooms.get(event.room) ?? [])]) handler(chatEvent);
    });
    this.socket = socket;
    return socket;
  }
}
