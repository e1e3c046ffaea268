import { Hono } from 'hono';
import { ApiError, ERROR_LABELS } from '../../core/model/api-error';
import type { ChatEngine } from '../../ports/chat-engine.port';
import { chatActionFromWire } from './chat-action-input';
import { reply, type SandboxContext, type SandboxEnv } from './sandbox-context';
import { jsonBody, optString, reqString } from './sandbox-input';

/**
 * Which room each chat token joined; null after leaving. A real engine knows this from its token;
 * the sandbox keeps it here, so a client sends only its chat token with each command.
 */
type RoomsByToken = Map<string, string | null>;

/** Old tokens are forgotten first, so a long-running sandbox does not grow without bound. */
const MAX_TOKENS = 10_000;

function remember(rooms: RoomsByToken, token: string, room: string | null): void {
  rooms.delete(token);
  rooms.set(token, room);
  if (rooms.size > MAX_TOKENS) rooms.delete(rooms.keys().next().value as string);
}

/** The fake's chat engine for this request, joined again with the caller's chat token (idempotent). */
async function joinedEngine(c: SandboxContext, rooms: RoomsByToken): Promise<ChatEngine> {
  const token = c.get('token');
  const room = token ? rooms.get(token) : undefined;
  if (!token || room === undefined) throw new ApiError(ERROR_LABELS.unauthorized, 401, 'unknown chat token');
  // 'You did not start the chat!': the token left its room.
  if (room === null) throw new ApiError(ERROR_LABELS.forbidden, 403, 'not in a room');
  const chat = c.get('ports').chat;
  await chat.join({ token, room });
  return chat;
}

/** Live chat commands of the chat engine (SPEC §7); the chat join token comes in x-token. */
export function engineChatRoutes(): Hono<SandboxEnv> {
  const api = new Hono<SandboxEnv>();
  const rooms: RoomsByToken = new Map();
  api.post(
    '/chat/join',
    reply(async (c, ports) => {
      const body = await jsonBody(c);
      const session = { token: reqString(body, 'token', 200), room: reqString(body, 'room', 200) };
      await ports.chat.join(session);
      remember(rooms, session.token, session.room);
    }),
  );
  api.put(
    '/chat/leave',
    reply(async (c) => {
      const reason = optString(await jsonBody(c), 'reason', 100);
      await (await joinedEngine(c, rooms)).leave(reason);
      remember(rooms, c.get('token') ?? '', null);
    }),
  );
  api.put(
    '/chat/camback/start',
    reply(async (c) => (await joinedEngine(c, rooms)).startCamback()),
  );
  api.put(
    '/chat/camback/stop',
    reply(async (c) => {
      const by = optString(await jsonBody(c), 'by', 100);
      await (await joinedEngine(c, rooms)).stopCamback(by);
    }),
  );
  api.post(
    '/chat/action',
    reply(async (c) => {
      const action = chatActionFromWire(await jsonBody(c));
      return (await joinedEngine(c, rooms)).action(action);
    }),
  );
  api.put(
    '/chat/set-lobby',
    reply(async (c) => {
      const lobby = reqString(await jsonBody(c), 'lobby', 100);
      await (await joinedEngine(c, rooms)).setLobby(lobby);
    }),
  );
  api.post(
    '/chat/error',
    reply(async (c, ports) => {
      const error = reqString(await jsonBody(c), 'error', 2000);
      const token = c.get('token');
      const room = token ? rooms.get(token) : null;
      // Reports are accepted even outside a room: a client reports the failure that kept it out.
      if (token && room) await ports.chat.join({ token, room });
      await ports.chat.reportError(error);
    }),
  );
  return api;
}
