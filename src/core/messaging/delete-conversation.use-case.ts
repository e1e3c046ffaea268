import { fail, ok, type Result } from '../common/result.model';
import type { InboxApi } from '../../ports/inbox-api.port';
import type { Logger } from '../../ports/logger.port';

/**
 * Deletes a conversation after the member confirmed it (SPEC §2 delete-chat confirmation, §7 PUT
 * /inbox/state/delete). A failure is logged (SPEC §8) and reported, so the list keeps it.
 */
export class DeleteConversation {
  constructor(
    private readonly inbox: InboxApi,
    private readonly logger: Logger,
  ) {}

  async execute(input: { conversationId: number }): Promise<Result<void, { kind: 'unavailable' }>> {
    try {
      await this.inbox.setState('delete', input.conversationId);
      return ok(undefined);
    } catch (error) {
      this.logger.error('Unable to delete a conversation', error);
      return fail({ kind: 'unavailable' });
    }
  }
}
