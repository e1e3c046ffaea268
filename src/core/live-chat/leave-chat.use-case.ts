import type { ChatEngine } from '../../ports/chat-engine.port';
import type { Logger } from '../../ports/logger.port';
import type { LeaveReason } from './chat-room.model';

/**
 * Leaves the room (PUT chat/leave) with the reason (SPEC §4: tab change, navigation, logout,
 * dialin_stopped, kick, room closed). Leaving never fails for the visitor: the engine forgets a
 * silent visitor anyway, so a failure is only logged.
 */
export class LeaveChat {
  constructor(
    private readonly chat: ChatEngine,
    private readonly logger: Logger,
  ) {}

  async execute(reason: LeaveReason = 'default'): Promise<void> {
    try {
      await this.chat.leave(reason);
    } catch (error) {
      this.logger.warn(`Leaving the chat (${reason}) failed`, error);
    }
  }
}
