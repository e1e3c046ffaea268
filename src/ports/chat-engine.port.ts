import type { ChatAction, ChatSession } from '../core/live-chat/chat.model';

/** The live-chat commands of the chat engine (SPEC §7). Failures reject with ApiError. */
export interface ChatEngine {
  /** Enters a room with a join token from the member API. */
  join(session: ChatSession): Promise<void>;
  /** PUT chat/leave. */
  leave(reason?: string): Promise<void>;
  startCamback(): Promise<void>;
  /** Stops the member's camback; `by` defaults to 'host'. */
  stopCamback(by?: string): Promise<void>;
  /** POST chat/action: message, tip, changeNickname, requestVip, stopVip. Returns credits left when charged. */
  action(action: ChatAction): Promise<{ credits?: number }>;
  /** PUT chat/set-lobby. */
  setLobby(lobby: string): Promise<void>;
  /** POST chat/error. */
  reportError(error: string): Promise<void>;
}
