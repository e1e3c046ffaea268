import type { Conversation, Message } from './conversation.model';
import { fail, ok, type Result } from '../common/result.model';
import type { InboxApi } from '../../ports/inbox-api.port';
import type { Logger } from '../../ports/logger.port';

export interface OpenedConversation {
  conversation: Conversation;
  /** Oldest first. */
  messages: Message[];
}

export type OpenConversationError = { kind: 'none' } | { kind: 'unavailable' };

/**
 * The member's conversation with a performer, by her user name, with its newest page of messages
 * (SPEC §7: page size 20). 'none' when they have not written yet; failures are logged
 * (SPEC §8 'a conversation') and reported as 'unavailable'.
 */
export class OpenConversation {
  constructor(
    private readonly inbox: InboxApi,
    private readonly logger: Logger,
  ) {}

  async execute(input: { username: string }): Promise<Result<OpenedConversation, OpenConversationError>> {
    const name = input.username.trim().toLowerCase();
    try {
      const conversation = (await this.inbox.list('all')).find(
        (c) => c.other.username.toLowerCase() === name,
      );
      if (!conversation) return fail({ kind: 'none' });
      const page = await this.inbox.messages(conversation.id, 0);
      const messages = [...page.messages].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
      return ok({ conversation, messages });
    } catch (error) {
      this.logger.error('Unable to load a conversation', error);
      return fail({ kind: 'unavailable' });
    }
  }
}
