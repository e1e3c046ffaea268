import { io, type Socket } from 'socket.io-client';

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

const DEFAULT_DELAY_MS = 500;
const DEFAULT_DELAY_MAX_MS = 10000;

/**
 * Opens one namespace over websocket only, with socket.io's exponential backoff. socket.io does
 * not reconnect after the server closes the connection ('io server disconnect'); a dropped server
 * session is still a reason to come back, so that case retries with the same backoff.
 */
export function openSocket(config: SocketConfig, namespace: string, auth: Record<string, unknown>): Socket {
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
    auth,
    autoConnect: false,
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
  const close = socket.close.bind(socket);
  socket.close = () => {
    if (retry) clearTimeout(retry);
    return close();
  };
  return socket.connect();
}
