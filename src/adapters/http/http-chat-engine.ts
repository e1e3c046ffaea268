import type { ChatAction, ChatSession } from '../../core/live-chat/chat.model';
import type { ChatEngine } from '../../ports/chat-engine.port';
import { call, createEngineClient, ignoreBody, type ApiEndpoint, type HttpClient } from './http-client';
import { asObject, isNumber } from './wire';

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

  async join(session: ChatSession): Promise<void> {
    await call(this.client, { method: 'POST', url: '/chat/join', data: session }, ignoreBody);
    this.session = session;
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
