import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { parseCookieHeader } from '../../adapters/storage/cookie-header';
import { sessionTokenCookieName } from '../../adapters/storage/session-token-cookie';
import { BFF_PATHS, type BackendUrls } from '../../config/backend-config';
import { createWebSocketProxy } from '../websocket-proxy';
import { visitorAddress } from './visitor-address';

export interface SocketProxyOptions {
  backend: () => BackendUrls;
  secureCookies: () => boolean;
  /** Proxies in front of the site whose X-Forwarded-For entries are trusted (visitor-address.ts). */
  trustedProxies?: () => number;
}

/** Headers a client must not choose: the proxy sets them itself, or they stay in the browser. */
const DROPPED_HEADERS = ['cookie', 'x-token', 'x-member-api-key', 'x-engine-api-key', 'x-forwarded-for'];

/**
 * True when the upgrade comes from a page of this site: a WebSocket is not bound by CORS, and the
 * proxy adds the member's token from the cookie, so another site's page must not open one.
 */
function fromOwnOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** The headers the backend's socket server reads on the handshake (docs/api.md, "Socket"). */
function handshakeHeaders(
  request: IncomingMessage,
  backend: BackendUrls,
  secure: boolean,
  trustedProxies: number,
): Record<string, string> {
  const token = parseCookieHeader(request.headers.cookie).get(sessionTokenCookieName(secure));
  const headers: Record<string, string> = {
    'x-member-api-key': backend.memberKey,
    'x-engine-api-key': backend.engineKey,
  };
  if (token) headers['x-token'] = token;
  const forwardedFor = request.headers['x-forwarded-for'];
  const visitor = visitorAddress(
    request.socket.remoteAddress,
    Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
    trustedProxies,
  );
  if (visitor) headers['x-forwarded-for'] = visitor;
  return headers;
}

/**
 * Proxies the browser's socket.io connections (BFF_PATHS.socket, websocket transport only) to the
 * backend's socket server with `http-proxy`, adding the API keys and the member's token from the
 * HttpOnly cookie as headers of the upgrade request; the browser's cookies are not passed on.
 * Returns a function that detaches the proxy.
 */
export function attachSocketProxy(httpServer: Server, options: SocketProxyOptions): () => void {
  const proxy = createWebSocketProxy();
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = request.url ?? '';
    if (url !== BFF_PATHS.socket && !url.startsWith(`${BFF_PATHS.socket}/`)) return;
    if (!fromOwnOrigin(request)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const backend = options.backend();
    const headers = handshakeHeaders(
      request,
      backend,
      options.secureCookies(),
      options.trustedProxies?.() ?? 0,
    );
    for (const name of DROPPED_HEADERS) delete request.headers[name];
    // The target carries the whole path (ignorePath): request.url stays as it came, so the
    // other upgrade listeners on this server (the sandbox's socket.io) never mistake it for theirs.
    const target = `${new URL(backend.socketUrl).origin}${backend.socketPath}${url.slice(BFF_PATHS.socket.length)}`;
    proxy.ws(request, socket, head, { target, ignorePath: true, headers });
  };
  httpServer.on('upgrade', onUpgrade);
  return () => {
    httpServer.off('upgrade', onUpgrade);
    proxy.close();
  };
}
