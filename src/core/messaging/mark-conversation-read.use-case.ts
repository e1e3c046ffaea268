import type { InboxApi } from '../../ports/inbox-api.port';
import type { Logger } from '../../ports/logger.port';
import type { CountUnread } from './count-unread.use-case';

export interface MarkedRead {
  /** False when the server did not take it (logged only, SPEC §8); the lane shows it read anyway. */
  marked: boolean;
  /** The member's unread messages afterwards, by the backend; null when unknown. */
  unread: number | null;
}

/**
 * The member opened (or is looking at) a conversation: it is marked read on the server (SPEC §4
 * message receipt, §7 PUT inbox/message/read/{id}), and the unread count is read again so the
 * header follows the backend's word. A failure to mark is logged only (SPEC §8).
 */
export class MarkConversationRead {
  constructor(
    private readonly inbox: InboxApi,
    private readonly countUnread: CountUnread,
    private readonly logger: Logger,
  ) {}

  async execute(input: { conversationId: number }): Promise<MarkedRead> {
    let marked = true;
    try {
      await this.inbox.markRead(input.conversationId);
    } catch (error) {
      this.logger.warn('Unable to mark a conversation read', error);
      marked = false;
    }
    return { marked, unread: await this.countUnread.execute() };
  }
}
