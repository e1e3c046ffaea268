import {
  ROOM_STATE_UNKNOWN,
  type ChatAction,
  type ChatSession,
  type RoomState,
} from '../../core/live-chat/chat.model';
import type { ChatEngine } from '../../ports/chat-engine.port';
import { call, createEngineClient, ignoreBody, type ApiEndpoint, type HttpClient } from './http-client';
import { asObject, isNumber } from './wire';

/**
 * The room's state in the engine's join answer (docs/api.md). It is our addition, so an engine that
 * leaves it out, or a field of it, still lets the visitor in: then nothing is assumed on.
 */
function roomStateFromWire(data: unknown): RoomState {
  if (typeof data !== 'object' || data === null) return { ...ROOM_STATE_UNKNOWN };
  const { onlineStatus, toyActive, vip, freeSecondsLeft } = data as Record<string, unknown>;
  return {
    onlineStatus:
      isNumber(onlineStatus) && Number.isInteger(onlineStatus) && onlineStatus >= 0 ? onlineStatus : null,
    toyActive: toyActive === true,
    vip: vip === true,
    freeSecondsLeft: isNumber(freeSecondsLeft) && freeSecondsLeft >= 0 ? Math.floor(freeSecondsLeft) : null,
  };
}

/**
 * Live-chat commands over HTTP. The join token of the room this visitor joined goes with every
 * later command, so the engine knows who leaves, tips or talks.
 */
export class HttpChatEngine implements ChatEngine {
  private session: ChatSession | null = null;
  private readonly client: HttpClient;

  constructor(endpoint: ApiEndpoint) {
    this.client = createEngineClient(endpoint, () => this.session?.token ?? null);
  }

  async join(session: ChatSession): Promise<RoomState> {
    const state = await call(
      this.client,
      { method: 'POST', url: '/chat/join', data: session },
      roomStateFromWire,
    );
    this.session = session;
    return state;
  }

  async leave(reason?: string): Promise<void> {
    await call(
      this.client,
      { method: 'PUT', url: '/chat/leave', data: { reason: reason ?? null } },
      ignoreBody,
    );
    this.session = null;
  }

  startCamback(): Promise<void> {
    return call(this.client, { method: 'PUT', url: '/chat/camback/start', data: {} }, ignoreBody);
  }

  stopCamback(by = 'host'): Promise<void> {
    return call(this.client, { method: 'PUT', url: '/chat/camback/stop', data: { by } }, ignoreBody);
  }

  action(action: ChatAction): Promise<{ credits?: number }> {
    return call(this.client, { method: 'POST', url: '/chat/action', data: action }, (data) => {
      const credits = asObject(data).credits;
      return isNumber(credits) ? { credits } : {};
    });
  }

  setLobby(lobby: string): Promise<void> {
    return call(this.client, { method: 'PUT', url: '/chat/set-lobby', data: { lobby } }, ignoreBody);
  }

  reportError(error: string): Promise<void> {
    return call(this.client, { method: 'POST', url: '/chat/error', data: { error } }, ignoreBody);
  }
}
