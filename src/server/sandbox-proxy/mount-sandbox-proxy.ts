import type { MountBackend } from '../site-server';
import { sandboxHttpForwarding } from './sandbox-http-forwarding';
import { attachSandboxSocketForwarding } from './sandbox-socket-forwarding';

/**
 * The sandbox when it runs in a process of its own at `origin` (SANDBOX_URL, src/server/cluster): its paths
 * stay the site's (/sandbox/mail, /sandbox/checkout/{id}, /sandbox/socket.io, ...), forwarded to
 * that process over HTTP and websocket, so every worker of the site shows one and the same world.
 */
export function mountSandboxProxy(origin: string): MountBackend {
  return (app, httpServer) => {
    app.route('/sandbox', sandboxHttpForwarding(origin));
    attachSandboxSocketForwarding(httpServer, origin);
  };
}
