import type { InboxApi } from '../../ports/inbox-api.port';
import type { Logger } from '../../ports/logger.port';

/**
 * The member's unread private messages as the backend counts them (SPEC §7 count-unread), for the
 * header's counter. Null when it could not be read (logged): the counter keeps its last value.
 */
export class CountUnread {
  constructor(
    private readonly inbox: InboxApi,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<number | null> {
    try {
      return await this.inbox.countUnread();
    } catch (error) {
      this.logger.warn('Unable to count unread messages', error);
      return null;
    }
  }
}
