import { createServer, type IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { FakeBackend } from '../../../../src/adapters/fake/fake-backend';
import { SANDBOX_KEYS } from '../../../../src/config/backend-config';
import { attachSandboxSockets } from '../../../../src/server/sandbox/sandbox-sockets';

/** An upgrade's socket as the server hands it over: open, with what was written so far. */
function upgradeSocket(bytesWritten: number) {
  const socket = Object.assign(new PassThrough(), { bytesWritten });
  const end = jest.spyOn(socket, 'end');
  return { socket, end };
}

describe('an upgrade on the sandbox server that is not the sandbox socket', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function server() {
    const http = createServer();
    const sockets = attachSandboxSockets(http, new FakeBackend(), {
      memberKey: SANDBOX_KEYS.member,
      engineKey: SANDBOX_KEYS.engine,
    });
    const upgrade = (url: string, bytesWritten: number) => {
      const { socket, end } = upgradeSocket(bytesWritten);
      http.emit('upgrade', { url, headers: {} } as IncomingMessage, socket, Buffer.alloc(0));
      return end;
    };
    return { upgrade, close: () => sockets.close() };
  }

  it('is ended when nothing answered it within 30 s, as engine.io would', async () => {
    const { upgrade, close } = server();
    const end = upgrade('/somewhere/else', 0);
    jest.advanceTimersByTime(29_999);
    expect(end).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(end).toHaveBeenCalled();
    await close();
  });

  it('is left to the listener that answered it (the site socket proxy)', async () => {
    const { upgrade, close } = server();
    const end = upgrade('/api/socket.io/?EIO=4&transport=websocket', 129);
    jest.advanceTimersByTime(30_000);
    expect(end).not.toHaveBeenCalled();
    await close();
  });
});
