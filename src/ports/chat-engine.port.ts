import type { ChatAction, ChatSession, RoomState } from '../core/live-chat/chat.model';

/** The live-chat commands of the chat engine (SPEC §7). Failures reject with ApiError. */
export interface ChatEngine {
  /**
   * Enters a room with a join token from the member API; resolves with the room as it is now
   * (ROOM_STATE_UNKNOWN's values for what the engine does not say). Entering again with the same
   * token is the same seat, and tells the room's state again.
   */
  join(session: ChatSession): Promise<RoomState>;
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
