import { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import { ApiError, ERROR_LABELS } from '../../core/common/api-error.model';
import type { ChatEngine } from '../../ports/chat-engine.port';
import { chatActionFromWire } from './chat-action-input';
import { reply, SUCCESS, type SandboxContext, type SandboxEnv } from './sandbox-context';
import { jsonBody, optString, reqString, type Json } from './sandbox-input';

/** The room a chat token joined; null after leaving. */
interface Seat {
  room: string | null;
}

/**
 * Which room each chat token joined. A real engine knows this from its token; the sandbox keeps
 * it here, so a client sends only its chat token with each command. Reads use `peek`: only a join
 * or a leave makes a token recent again.
 */
type RoomsByToken = LRUCache<string, Seat>;

/** Old tokens are forgotten first, so a long-running sandbox does not grow without bound. */
const MAX_TOKENS = 10_000;

function remember(rooms: RoomsByToken, token: string, room: string | null): void {
  rooms.set(token, { room });
}

/** The fake's chat engine for this request, joined again with the caller's chat token (idempotent). */
async function joinedEngine(c: SandboxContext, rooms: RoomsByToken): Promise<ChatEngine> {
  const token = c.get('token');
  // 'You did not start the chat!': no chat token, or one that left its room.
  if (!token) throw new ApiError(ERROR_LABELS.forbidden, 403, 'no chat token');
  const room = rooms.peek(token)?.room;
  if (room === undefined) throw new ApiError(ERROR_LABELS.unauthorized, 401, 'unknown chat token');
  if (room === null) throw new ApiError(ERROR_LABELS.forbidden, 403, 'not in a room');
  const chat = c.get('ports').chat;
  await chat.join({ token, room });
  return chat;
}

/** A chat command: the body must be JSON before the caller's engine is joined and run. */
function command(rooms: RoomsByToken, run: (chat: ChatEngine, body: Json) => Promise<unknown>) {
  return reply(async (c) => {
    const body = await jsonBody(c);
    return run(await joinedEngine(c, rooms), body);
  });
}

/** POST /chat/join: the seat, and the room's state as the visitor enters (docs/api.md). */
function joinRoute(rooms: RoomsByToken) {
  return reply(async (c, ports) => {
    const body = await jsonBody(c);
    const session = { token: reqString(body, 'token', 200), room: reqString(body, 'room', 200) };
    const state = await ports.chat.join(session);
    remember(rooms, session.token, session.room);
    return { ...SUCCESS, ...state };
  });
}

function errorRoute(rooms: RoomsByToken) {
  return reply(async (c, ports) => {
    const error = reqString(await jsonBody(c), 'error', 2000);
    const token = c.get('token');
    const room = token ? rooms.peek(token)?.room : null;
    // Reports are accepted even outside a room: a client reports the failure that kept it out.
    if (token && room) await ports.chat.join({ token, room });
    await ports.chat.reportError(error);
  });
}

/** Live chat commands of the chat engine (SPEC §7); the chat join token comes in x-token. */
export function engineChatRoutes(): Hono<SandboxEnv> {
  const rooms: RoomsByToken = new LRUCache({ max: MAX_TOKENS });
  return new Hono<SandboxEnv>()
    .post('/chat/join', joinRoute(rooms))
    .put(
      '/chat/leave',
      reply(async (c) => {
        const reason = optString(await jsonBody(c), 'reason', 100);
        await (await joinedEngine(c, rooms)).leave(reason);
        remember(rooms, c.get('token') ?? '', null);
      }),
    )
    .put(
      '/chat/camback/start',
      command(rooms, (chat) => chat.startCamback()),
    )
    .put(
      '/chat/camback/stop',
      command(rooms, (chat, body) => chat.stopCamback(optString(body, 'by', 100))),
    )
    .post(
      '/chat/action',
      reply(async (c) => {
        // Validated before joining, so a malformed action never touches the room.
        const action = chatActionFromWire(await jsonBody(c));
        return (await joinedEngine(c, rooms)).action(action);
      }),
    )
    .put(
      '/chat/set-lobby',
      command(rooms, (chat, body) => chat.setLobby(reqString(body, 'lobby', 100))),
    )
    .post('/chat/error', errorRoute(rooms));
}
