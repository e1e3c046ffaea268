import type { MessagePage } from './conversation.model';
import { fail, ok, type Result } from '../common/result.model';
import type { InboxApi } from '../../ports/inbox-api.port';
import type { Logger } from '../../ports/logger.port';

/**
 * One older page of a conversation, for the lane's upward scrolling (SPEC §2, §7: page size 20).
 * A failure is logged (SPEC §8: a conversation's messages give nothing) and reported, so the lane
 * can offer to try again.
 */
export class LoadOlderMessages {
  constructor(
    private readonly inbox: InboxApi,
    private readonly logger: Logger,
  ) {}

  async execute(input: {
    conversationId: number;
    page: number;
  }): Promise<Result<MessagePage, { kind: 'unavailable' }>> {
    try {
      return ok(await this.inbox.messages(input.conversationId, input.page));
    } catch (error) {
      this.logger.error('Unable to load older messages', error);
      return fail({ kind: 'unavailable' });
    }
  }
}
