import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger';
import { SocketIoChatEvents } from '../../src/adapters/socket/socket-io-chat-events';
import type { ChatEvent } from '../../src/core/live-chat/chat.model';

const PATH = '/boundary/socket.io';
const KEY = 'boundary-key';

/** What a misbehaving backend sends into a subscribed room, before one good event. */
const MALFORMED: unknown[] = [
  null,
  'tip',
  { room: 'room-1', name: 'noSuchEvent', payload: {} },
  { room: 'room-1', name: 'tip', payload: { nickname: 'anna', amount: '100', message: '', isPublic: true } },
  { room: 'room-1', name: 'message', payload: { nickname: 'anna', message: 'hi' } },
  { room: 'room-1', name: 'kick', payload: { nickname: 'anna', reason: 'bored' } },
  { room: 'room-1', name: 'updatedMembers', payload: [] },
  { name: 'updatedMembers', payload: { count: 2 } },
];

let http: HttpServer;
let io: Server;
let url: string;
/** Rooms the server has subscribed, for the rooms it confirms ('ack-…'). */
const confirmed = new Set<string>();

beforeAll(async () => {
  http = createServer();
  io = new Server(http, { path: PATH, transports: ['websocket'], serveClient: false });
  io.of('/chat').on('connection', (socket) => {
    socket.on('subscribe', ({ room }: { room: string }, ack?: (answer: { ok: boolean }) => void) => {
      // An engine that confirms subscriptions (the sandbox does), and one that says nothing.
      if (room.startsWith('ack-')) {
        confirmed.add(room);
        ack?.({ ok: true });
        return;
      }
      if (room.startsWith('silent-')) return;
      for (const event of MALFORMED) socket.emit('chatEvent', event);
      socket.emit('chatEvent', {
        room,
        name: 'tip',
        payload: { nickname: 'anna', amount: 100, message: 'wink', isPublic: true, extra: 'left out' },
      });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  io.of('/chat').disconnectSockets(true);
  io.engine.close();
  await new Promise((resolve) => http.close(resolve));
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!check()) throw new Error('timed out');
}

describe('SocketIoChatEvents at the socket boundary', () => {
  it('drops and logs malformed chat events, and delivers well-formed ones with only their typed fields', async () => {
    const logger = new MemoryLogger();
    const chat = new SocketIoChatEvents({ url, path: PATH, key: KEY }, logger);
    const received: ChatEvent[] = [];
    const stop = chat.subscribe('room-1', (event) => received.push(event));
    await until(() => received.length > 0);
    expect(received).toEqual([
      { name: 'tip', payload: { nickname: 'anna', amount: 100, message: 'wink', isPublic: true } },
    ]);
    expect(logger.messages('warn')).toEqual(MALFORMED.map(() => 'Dropped a malformed chat event'));
    stop();
  });

  it('settles whenListening once the engine confirmed the subscription', async () => {
    // A wait longer than the test's own timeout: only the confirmation can settle it in time.
    const chat = new SocketIoChatEvents({ url, path: PATH, key: KEY }, new MemoryLogger(), 60_000);
    const stop = chat.subscribe('ack-1', () => {});
    await chat.whenListening('ack-1');
    expect(confirmed.has('ack-1')).toBe(true);
    // A room subscribed later, on the connected socket, is confirmed as well.
    const stopSecond = chat.subscribe('ack-2', () => {});
    await chat.whenListening('ack-2');
    expect(confirmed.has('ack-2')).toBe(true);
    stopSecond();
    stop();
  });

  it('settles whenListening after a short wait when the engine does not confirm, and at once for no room', async () => {
    const chat = new SocketIoChatEvents({ url, path: PATH, key: KEY }, new MemoryLogger(), 50);
    const stop = chat.subscribe('silent-1', () => {});
    await expect(chat.whenListening('silent-1')).resolves.toBeUndefined();
    await expect(chat.whenListening('no-such-room')).resolves.toBeUndefined();
    stop();
  });

  it('keeps delivering to the other handlers when one throws, and logs it', async () => {
    const logger = new MemoryLogger();
    const chat = new SocketIoChatEvents({ url, path: PATH, key: KEY }, logger);
    const received: ChatEvent[] = [];
    const stopFaulty = chat.subscribe('room-2', () => {
      throw new Error('a buggy view');
    });
    const stop = chat.subscribe('room-2', (event) => received.push(event));
    await until(() => received.length > 0);
    expect(received.map((event) => event.name)).toEqual(['tip']);
    expect(logger.messages('error')).toEqual(['A chat event handler failed']);
    stop();
    stopFaulty();
  });
});
