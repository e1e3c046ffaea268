import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { Server, type Namespace, type Socket } from 'socket.io';
import type { FakeBackend } from '../../adapters/fake/fake-backend';
import type { Unsubscribe } from '../../ports/member-events.port';
import type { SandboxKeys } from './sandbox-context';
import { specShapedMemberEvent } from './spec-shaped';

export const SANDBOX_SOCKET_PATH = '/sandbox/socket.io';
const FOREIGN_UPGRADE_MS = 30_000;
const MAX_ROOMS_PER_SOCKET = 50;

export interface SandboxSockets {
  io: Server;
  /** Closes every socket from the server side; clients come back on their own. Returns how many. */
  dropSockets(): number;
  close(): Promise<void>;
}

function header(socket: Socket, name: string): string | null {
  const value = socket.handshake.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The key and token of a handshake: from its auth data, or from the headers the site's socket
 * proxy adds to the upgrade (src/server/bff/socket-proxy.ts): the key of the namespace's API, and
 * the token from the HttpOnly cookie, used when the browser asks for a member channel (its auth
 * holds the token's marker).
 */
function handshake(socket: Socket, keyHeader: string): { keys: unknown[]; token: unknown } {
  const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
  const asksForMember = typeof auth.token === 'string' && auth.token !== '';
  return {
    keys: [auth.key, header(socket, keyHeader)],
    token: asksForMember ? (header(socket, 'x-token') ?? auth.token) : auth.token,
  };
}

/**
 * /member: the handshake carries `{ key, token }` (or the proxy's headers, see handshake()); a wrong key or a token that names no member is
 * refused ('unauthorized'); no token is a guest channel, which gets only the broadcast events
 * (performerStatus), as every socket does. On every connection the member first gets setCredits
 * with the balance, as the fake's channel does. faults.dropSocket() closes these sockets for real,
 * so a drop test exercises the client's reconnect.
 */
function memberNamespace(nsp: Namespace, backend: FakeBackend, key: string, specShaped: boolean): void {
  nsp.use((socket, next) => {
    const auth = handshake(socket, 'x-member-api-key');
    if (!auth.keys.includes(key)) return next(new Error('unauthorized'));
    const token = typeof auth.token === 'string' && auth.token !== '' ? auth.token : null;
    const memberId = token === null ? null : backend.world.memberIdFromToken(token);
    if (token !== null && memberId === null) return next(new Error('unauthorized'));
    socket.data.memberId = memberId;
    next();
  });
  nsp.on('connection', (socket) => {
    const memberId = socket.data.memberId as number | null;
    const unregister = backend.faults.register({ drop: () => socket.disconnect(true) });
    const unsubscribeBroadcast = backend.world.subscribeBroadcast((event) =>
      socket.emit(event.name, event.payload),
    );
    let unsubscribe: Unsubscribe = () => {};
    if (memberId !== null) {
      unsubscribe = backend.world.events.subscribe(memberId, (event) =>
        socket.emit(
          event.name,
          specShaped ? specShapedMemberEvent(event.name, event.payload, memberId, backend) : event.payload,
        ),
      );
      socket.emit('setCredits', { credits: backend.world.creditsOf(memberId) });
    }
    socket.on('disconnect', () => {
      unsubscribeBroadcast();
      unsubscribe();
      unregister();
    });
  });
}

function roomOf(payload: unknown): string | null {
  const room = (payload as { room?: unknown } | null)?.room;
  return typeof room === 'string' && room.length > 0 && room.length <= 200 ? room : null;
}

/**
 * /chat: `subscribe` / `unsubscribe` with `{ room }`; events arrive as `chatEvent` `{ room, name, payload }`.
 * Like the member sockets, these are droppable channels: faults.dropSocket() closes them for real.
 */
function chatNamespace(nsp: Namespace, backend: FakeBackend, key: string): void {
  nsp.use((socket, next) =>
    handshake(socket, 'x-engine-api-key').keys.includes(key) ? next() : next(new Error('unauthorized')),
  );
  nsp.on('connection', (socket) => {
    const rooms = new Map<string, Unsubscribe>();
    const unregister = backend.faults.register({ drop: () => socket.disconnect(true) });
    // The acknowledgement (when asked for) says the room's events flow from now on: `{ ok }`.
    socket.on('subscribe', (payload: unknown, ack?: unknown) => {
      const confirm = (ok: boolean) => typeof ack === 'function' && ack({ ok });
      const room = roomOf(payload);
      if (room === null) return confirm(false);
      if (rooms.has(room)) return confirm(true);
      if (rooms.size >= MAX_ROOMS_PER_SOCKET) return confirm(false);
      rooms.set(
        room,
        backend.world.subscribeRoom(room, (event) =>
          socket.emit('chatEvent', { room, name: event.name, payload: event.payload }),
        ),
      );
      confirm(true);
    });
    socket.on('unsubscribe', (payload: unknown) => {
      const room = roomOf(payload);
      if (room === null) return;
      rooms.get(room)?.();
      rooms.delete(room);
    });
    socket.on('disconnect', () => {
      for (const unsubscribe of rooms.values()) unsubscribe();
      rooms.clear();
      unregister();
    });
  });
}

/**
 * engine.io's own `destroyUpgrade`, but with a timer that does not hold the process open: an
 * upgrade on this server that is not the sandbox's and has written nothing after 30 s is ended.
 * The site's socket proxy (/api/socket.io) shares the server and writes only once the proxied
 * handshake is back, which under load can take longer than engine.io's default second; and
 * engine.io's 30 s timers, one per proxied socket, kept a test's process alive after its last test.
 */
function endForeignUpgrades(httpServer: HttpServer): void {
  const own = `${SANDBOX_SOCKET_PATH}/`;
  httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    if (request.url?.startsWith(own)) return;
    socket.on('error', () => {});
    setTimeout(() => {
      if (socket.writable && (socket as Duplex & { bytesWritten?: number }).bytesWritten === 0) socket.end();
    }, FOREIGN_UPGRADE_MS).unref();
  });
}

/** socket.io on /sandbox/socket.io, websocket transport only, with the /member and /chat namespaces. */
export function attachSandboxSockets(
  httpServer: HttpServer,
  backend: FakeBackend,
  keys: SandboxKeys,
  specShaped = false,
): SandboxSockets {
  const io = new Server(httpServer, {
    path: SANDBOX_SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    destroyUpgrade: false,
  });
  endForeignUpgrades(httpServer);
  memberNamespace(io.of('/member'), backend, keys.memberKey, specShaped);
  chatNamespace(io.of('/chat'), backend, keys.engineKey);
  return {
    io,
    dropSockets: () => {
      const count = io.of('/member').sockets.size + io.of('/chat').sockets.size;
      io.of('/member').disconnectSockets(true);
      io.of('/chat').disconnectSockets(true);
      return count;
    },
    close: async () => {
      io.of('/member').disconnectSockets(true);
      io.of('/chat').disconnectSockets(true);
      // Not io.close(): that would also close the site's http server, which is not ours to close.
      io.engine.close();
    },
  };
}
