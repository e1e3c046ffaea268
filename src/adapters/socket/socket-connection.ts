import type { Socket } from 'socket.io-client';

/** Where the realtime server lives and how patiently to reconnect. */
export interface SocketConfig {
  /** Origin of the socket server; '' means the page's own origin (browser only). */
  url: string;
  /** socket.io path, e.g. /sandbox/socket.io. */
  path: string;
  /** The api key the namespace checks in the handshake. */
  key: string;
  reconnectionDelayMs?: number;
  reconnectionDelayMaxMs?: number;
}

/**
 * The handshake's auth data, or a function that gives it at each (re)connect attempt, so a
 * reconnect carries what holds then (the member's current token) rather than what held at first.
 */
export type SocketAuth = Record<string, unknown> | (() => Record<string, unknown>);

/** An open namespace and the one way to close it for good (also cancelling a pending retry). */
export interface OpenSocket {
  socket: Socket;
  close(): void;
}

/**
 * A namespace whose client library is still loading: `ready` gives the connecting socket, or never
 * settles when closed first. socket.io-client loads on demand: the tab's live channel (credits,
 * favourites, the grids' performer statuses, for guests too) opens at idle after the first page,
 * a chat's when it opens. So it is not part of any page's first-load JavaScript.
 */
export interface PendingSocket {
  ready: Promise<Socket>;
  /** The socket once loaded, else null. */
  current(): Socket | null;
  close(): void;
}

export function openSocketLazily(config: SocketConfig, namespace: string, auth: SocketAuth): PendingSocket {
  let open: OpenSocket | null = null;
  let closed = false;
  const ready = import('socket.io-client').then(
    ({ io }) =>
      new Promise<Socket>((resolve) => {
        if (closed) return;
        open = openSocket(io, config, namespace, auth);
        resolve(open.socket);
      }),
  );
  return {
    ready,
    current: () => open?.socket ?? null,
    close: () => {
      closed = true;
      open?.close();
    },
  };
}

const DEFAULT_DELAY_MS = 500;
const DEFAULT_DELAY_MAX_MS = 10000;

/**
 * Opens one namespace over websocket only, with socket.io's exponential backoff. socket.io does
 * not reconnect after the server closes the connection ('io server disconnect'); a dropped server
 * session is still a reason to come back, so that case retries with the same backoff.
 */
export function openSocket(
  io: typeof import('socket.io-client').io,
  config: SocketConfig,
  namespace: string,
  auth: SocketAuth,
): OpenSocket {
  const delay = config.reconnectionDelayMs ?? DEFAULT_DELAY_MS;
  const delayMax = config.reconnectionDelayMaxMs ?? DEFAULT_DELAY_MAX_MS;
  const socket = io(`${config.url}${namespace}`, {
    path: config.path,
    transports: ['websocket'],
    forceNew: true,
    reconnection: true,
    reconnectionDelay: delay,
    reconnectionDelayMax: delayMax,
    randomizationFactor: 0.5,
    auth: typeof auth === 'function' ? (send: (data: object) => void) => send(auth()) : auth,
    autoConnect: false,
    // In Node (tests, tools) a socket alone must not keep the process alive. Browsers do not
    // ignore it: their timers are numbers without unref(), so it is set only where it exists.
    autoUnref: typeof window === 'undefined',
  });
  let attempts = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  socket.on('connect', () => {
    attempts = 0;
  });
  socket.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    const wait = Math.min(delay * 2 ** attempts, delayMax);
    attempts += 1;
    retry = setTimeout(() => {
      retry = null;
      socket.connect();
    }, wait);
  });
  socket.connect();
  return {
    socket,
    close: () => {
      if (retry) clearTimeout(retry);
      retry = null;
      socket.close();
    },
  };
}
