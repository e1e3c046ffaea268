import type { Conversation, ConversationFilter } from './conversation.model';
import { fail, ok, type Result } from '../common/result.model';
import type { InboxApi } from '../../ports/inbox-api.port';
import type { Logger } from '../../ports/logger.port';

/**
 * The member's conversations (SPEC §7 inbox list), newest activity first. A failure is logged
 * (SPEC §8 'conversations') and reported as 'unavailable' so the page can say so.
 */
export class ListConversations {
  constructor(
    private readonly inbox: InboxApi,
    private readonly logger: Logger,
  ) {}

  async execute(
    filter: ConversationFilter = 'all',
  ): Promise<Result<Conversation[], { kind: 'unavailable' }>> {
    try {
      const conversations = await this.inbox.list(filter);
      return ok([...conversations].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt)));
    } catch (error) {
      this.logger.error('Unable to load conversations', error);
      return fail({ kind: 'unavailable' });
    }
  }
}
