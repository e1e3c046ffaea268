import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { SANDBOX_SOCKET_PATH } from '../sandbox/sandbox-sockets';
import { createWebSocketProxy } from '../websocket-proxy';
import { forwardedFor } from './forwarded-headers';

function isSandboxSocket(url: string): boolean {
  return (
    url === SANDBOX_SOCKET_PATH ||
    url.startsWith(`${SANDBOX_SOCKET_PATH}/`) ||
    url.startsWith(`${SANDBOX_SOCKET_PATH}?`)
  );
}

/**
 * Passes websocket upgrades of the sandbox's socket.io (/sandbox/socket.io) on to its process at
 * `origin`, as they are: the sandbox's sockets authenticate with the keys and token in their own
 * handshake. The member socket of the site (/api/socket.io) is the BFF's (src/server/bff/socket-proxy.ts).
 */
export function attachSandboxSocketForwarding(httpServer: Server, origin: string): void {
  const proxy = createWebSocketProxy({ target: origin });
  httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!isSandboxSocket(request.url ?? '')) return;
    const chain = forwardedFor(
      request.headers['x-forwarded-for'] as string | undefined,
      request.socket.remoteAddress,
    );
    if (chain) request.headers['x-forwarded-for'] = chain;
    proxy.ws(request, socket, head);
  });
}
