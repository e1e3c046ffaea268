import { createServer, type Server } from 'node:http';
import { announcedUrl, closeServer, listen } from '../../../src/server/http-lifecycle';

describe('announcedUrl', () => {
  let server: Server;
  afterEach(() => closeServer(server));

  it('names the address a server listens on when it listens on one', async () => {
    server = createServer();
    await listen(server, 0, '127.0.0.1');
    const { port } = server.address() as { port: number };
    expect(announcedUrl(server, '127.0.0.1')).toBe(`http://127.0.0.1:${port}`);
  });

  it('says localhost for a server on every interface', async () => {
    server = createServer();
    await listen(server, 0);
    const { port } = server.address() as { port: number };
    for (const hostname of [undefined, '', '0.0.0.0', '::']) {
      expect(announcedUrl(server, hostname)).toBe(`http://localhost:${port}`);
    }
  });

  it('puts an IPv6 address in brackets', async () => {
    server = createServer();
    await listen(server, 0);
    const { port } = server.address() as { port: number };
    expect(announcedUrl(server, '::1')).toBe(`http://[::1]:${port}`);
  });
});
