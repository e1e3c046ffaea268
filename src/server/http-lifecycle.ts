import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Resolves once the server accepts connections; port 0 picks a free one. */
export function listen(server: Server, port: number, hostname?: string): Promise<void> {
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
  });
}
