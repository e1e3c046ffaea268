import { safeParse } from 'valibot';
import { decodeToken } from '../../core/account/token';
import type { Credentials } from '../../ports/credentials.port';
import type {
  MemberEventMap,
  MemberEventName,
  MemberEvents,
  Unsubscribe,
} from '../../ports/member-events.port';
import { messageSchema } from '../http/schemas/messaging';
import { openSocketLazily, type PendingSocket, type SocketConfig } from './socket-connection';

type AnyHandler = (payload: unknown) => void;

/**
 * A private message's line as the member reads it: its owner ('self', 'other') from its owner and
 * participant ids and the token's member id, as the inbox reads one (SPEC §3). A line that does
 * not fit is passed on as it came.
 */
function readPrivateMessage(payload: unknown, token: string | null): unknown {
  if (typeof payload !== 'object' || payload === null) return payload;
  const message = (payload as { message?: unknown }).message;
  const parsed = safeParse(messageSchema(decodeToken(token)?.id ?? null), message);
  return parsed.success ? { ...payload, message: parsed.output } : payload;
}

/**
 * The member socket (namespace /member): authenticates with the api key and the member's token in
 * the handshake and delivers the member events by name. The token is read from the session holder
 * at every handshake, reconnects included. A guest connects with a null token and hears only what
 * the server broadcasts (performerStatus). Handlers live here, not on the socket, so they survive
 * reconnects and a new connect() after login.
 */
export class SocketIoMemberEvents implements MemberEvents {
  private connection: PendingSocket | null = null;
  private connectedOnce = false;
  private readonly handlers = new Map<string, Set<AnyHandler>>();
  private readonly connectHandlers = new Set<(reconnect: boolean) => void>();

  constructor(
    private readonly config: SocketConfig,
    private readonly credentials: Credentials,
  ) {}

  connect(): void {
    this.disconnect();
    const connection = openSocketLazily(this.config, '/member', () => ({
      key: this.config.key,
      token: this.credentials.token(),
    }));
    void connection.ready.then((socket) => {
      socket.on('connect', () => {
        const reconnect = this.connectedOnce;
        this.connectedOnce = true;
        for (const handler of [...this.connectHandlers]) handler(reconnect);
      });
      socket.onAny((event: string, payload: unknown) => {
        const handlers = [...(this.handlers.get(event) ?? [])];
        const read =
          event === 'privateMessage' ? readPrivateMessage(payload, this.credentials.token()) : payload;
        for (const handler of handlers) handler(read);
      });
    });
    this.connection = connection;
  }

  disconnect(): void {
    this.connection?.close();
    this.connection = null;
    this.connectedOnce = false;
  }

  isConnected(): boolean {
    return this.connection?.current()?.connected ?? false;
  }

  on<E extends MemberEventName>(event: E, handler: (payload: MemberEventMap[E]) => void): Unsubscribe {
    const set = this.handlers.get(event) ?? new Set<AnyHandler>();
    this.handlers.set(event, set);
    const stored = handler as AnyHandler;
    set.add(stored);
    return () => set.delete(stored);
  }

  onConnect(handler: (reconnect: boolean) => void): Unsubscribe {
    this.connectHandlers.add(handler);
    return () => this.connectHandlers.delete(handler);
  }
}
