import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpChatEngine } from '../../src/adapters/http/http-chat-engine';
import { ROOM_STATE_UNKNOWN } from '../../src/core/live-chat/chat.model';

/** The room's state in the engine's join answer is our addition (docs/api.md): it is optional. */

/** An engine that answers POST /chat/join with the next body given, as it is. */
function engineAnswering(bodies: unknown[]): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(bodies.shift() ?? { success: true }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

describe('HttpChatEngine: the room at the join', () => {
  const session = { token: 'chat_1', room: 'performer-7' };

  it('reads the room the engine tells', async () => {
    const engine = await engineAnswering([
      { success: true, onlineStatus: 3, toyActive: true, vip: false, freeSecondsLeft: 170 },
    ]);
    try {
      const chat = new HttpChatEngine({ baseURL: engine.url, key: 'k' });
      await expect(chat.join(session)).resolves.toEqual({
        onlineStatus: 3,
        toyActive: true,
        vip: false,
        freeSecondsLeft: 170,
      });
    } finally {
      engine.server.close();
    }
  });

  it('assumes nothing on from an engine that says nothing, or something of another type', async () => {
    const engine = await engineAnswering([
      { success: true },
      { success: true, onlineStatus: '3', toyActive: 'yes', vip: 1, freeSecondsLeft: '170' },
      { success: true, onlineStatus: -1, toyActive: null, freeSecondsLeft: -5 },
    ]);
    try {
      const chat = new HttpChatEngine({ baseURL: engine.url, key: 'k' });
      for (let answer = 0; answer < 3; answer += 1) {
        await expect(chat.join(session)).resolves.toEqual(ROOM_STATE_UNKNOWN);
      }
      // Entered all the same: the next command goes with the seat's token.
      await expect(chat.setLobby('lobby-1')).resolves.toBeUndefined();
    } finally {
      engine.server.close();
    }
  });
});
