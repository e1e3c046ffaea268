import type { InboxApi } from '../../ports/inbox-api.port';
import type { Logger } from '../../ports/logger.port';

/**
 * Blocks a performer, or unblocks her (docs/api.md, PUT /inbox/blocked/{performerId}): while she is
 * blocked the backend refuses her messages. A failure is logged and answered false, so the list
 * can say so and offer it again, as it was.
 */
export class SetPerformerBlocked {
  constructor(
    private readonly inbox: InboxApi,
    private readonly logger: Logger,
  ) {}

  async execute(input: { performerId: number; blocked: boolean }): Promise<boolean> {
    try {
      await this.inbox.setBlocked(input.performerId, input.blocked);
      return true;
    } catch (error) {
      this.logger.warn('Unable to block or unblock a performer', error);
      return false;
    }
  }
}
