import type { InboxApi } from '../../ports/inbox-api.port';
import type { Logger } from '../../ports/logger.port';

/**
 * Tells the server a conversation pop-up became a bubble or opened again (SPEC §4: an overflowing
 * pop-up becomes a bubble 'and the server is told'; wire in docs/api.md). The pop-ups live in the
 * tab either way, so a failure is logged only and answered false.
 */
export class SetConversationBubble {
  constructor(
    private readonly inbox: InboxApi,
    private readonly logger: Logger,
  ) {}

  async execute(input: { conversationId: number; bubbled: boolean }): Promise<boolean> {
    try {
      await this.inbox.setBubble(input.conversationId, input.bubbled);
      return true;
    } catch (error) {
      this.logger.warn('Unable to tell the server about a bubble', error);
      return false;
    }
  }
}
