import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * Node closes an idle keep-alive connection after 5 s, the same moment a client may reuse it: the
 * client's request then dies with ECONNRESET. Clients and proxies expect a server to keep idle
 * connections longer than they do (commonly 60 s), so the server waits 65 s; headers get a second more.
 */
const KEEP_ALIVE_MS = 65_000;

/** The upgraded connections (websockets, proxied or served) of each server, until they close. */
const upgradedSockets = new WeakMap<Server, Set<Duplex>>();

/**
 * An upgraded connection is no longer an http connection: `closeAllConnections()` leaves it open
 * and `close()` waits for it, so a server with a proxied socket open would never finish closing.
 * closeServer ends them; their clients reconnect, to another worker when there is one.
 */
function trackUpgrades(server: Server): void {
  if (upgradedSockets.has(server)) return;
  const sockets = new Set<Duplex>();
  upgradedSockets.set(server, sockets);
  server.on('upgrade', (_request, socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
}

/** Resolves once the server accepts connections; port 0 picks a free one. */
export function listen(server: Server, port: number, hostname?: string): Promise<void> {
  trackUpgrades(server);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export function localUrl(server: Server): string {
  const { port } = server.address() as AddressInfo;
  return `http://localhost:${port}`;
}

/**
 * The url to announce for a server that listens on `hostname`: its own address when it names one
 * (HOST=127.0.0.1 behind a proxy: `localhost` may resolve to ::1, where nothing listens), otherwise
 * `localhost` as localUrl says.
 */
export function announcedUrl(server: Server, hostname: string | undefined): string {
  if (!hostname || hostname === '0.0.0.0' || hostname === '::') return localUrl(server);
  const url = new URL(localUrl(server));
  url.hostname = hostname.includes(':') ? `[${hostname}]` : hostname;
  return url.origin;
}

/** The address the process uses to call itself (the sandbox) while rendering. */
export function loopbackOrigin(server: Server): string {
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive connections would otherwise hold close() open until they time out.
    server.closeAllConnections();
    for (const socket of upgradedSockets.get(server) ?? []) socket.destroy();
  });
}
