import httpProxy from 'http-proxy';
import type { Socket } from 'node:net';

/**
 * An `http-proxy` server for websocket upgrades (the BFF's member socket, the sandbox's socket.io)
 * whose two sides end together. A failed upgrade closes the client's socket. http-proxy ends the
 * backend's side when the client's side ends cleanly or fails, but not when it is destroyed, as
 * closeServer does when a worker stops: the backend would keep a dead socket until its ping timed out.
 */
export function createWebSocketProxy(options: httpProxy.ServerOptions = {}): httpProxy {
  const proxy = httpProxy.createProxyServer({ ...options, ws: true, changeOrigin: true });
  proxy.on('error', (_error, _request, socket) => {
    if ('destroy' in socket) socket.destroy();
  });
  proxy.on('proxyReqWs', (proxyRequest, _request, socket) => {
    proxyRequest.on('upgrade', (_response, backendSocket: Socket) => {
      socket.once('close', () => backendSocket.destroy());
    });
  });
  return proxy;
}
