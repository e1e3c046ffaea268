import type { ConversationState } from './conversation.model';
import type { InboxApi } from '../../ports/inbox-api.port';
import type { Logger } from '../../ports/logger.port';

/**
 * Sets a conversation's state (SPEC §7 PUT inbox/state/{state}: favorite, unfavorite, archived...;
 * deleting has its own use-case). A failure is logged only (SPEC §8) and answered false, so the
 * list can put the state back.
 */
export class SetConversationState {
  constructor(
    private readonly inbox: InboxApi,
    private readonly logger: Logger,
  ) {}

  async execute(input: {
    conversationId: number;
    state: Exclude<ConversationState, 'delete'>;
  }): Promise<boolean> {
    try {
      await this.inbox.setState(input.state, input.conversationId);
      return true;
    } catch (error) {
      this.logger.warn('Unable to set a conversation state', error);
      return false;
    }
  }
}
