import type { Conversation, Message } from './conversation.model';
import { fail, ok, type Result } from '../common/result.model';
import { mergeMessages, pagesToLoad } from './message-lists';
import type { InboxApi } from '../../ports/inbox-api.port';
import type { Logger } from '../../ports/logger.port';

export interface OpenedConversation {
  conversation: Conversation;
  /** Oldest first, de-duplicated by id. */
  messages: Message[];
  /** The next older page to load; null when the whole conversation is here. */
  nextPage: number | null;
}

export type OpenConversationError = { kind: 'none' } | { kind: 'unavailable' };

/**
 * The member's conversation with a performer, by her user name, with enough of its newest pages
 * to show every unread message: ceil(unread / 20) pages of 20, at least one (SPEC §7). 'none'
 * when they have not written yet; failures are logged (SPEC §8 'a conversation') and reported as
 * 'unavailable'.
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
      return ok({ conversation, ...(await this.newestPages(conversation)) });
    } catch (error) {
      this.logger.error('Unable to load a conversation', error);
      return fail({ kind: 'unavailable' });
    }
  }

  /** Pages 0..n-1 one after the other: each tells whether an older one exists. */
  private async newestPages(conversation: Conversation): Promise<Omit<OpenedConversation, 'conversation'>> {
    const pages = [];
    let nextPage: number | null = 0;
    for (let count = pagesToLoad(conversation.unread); count > 0 && nextPage !== null; count -= 1) {
      const page = await this.inbox.messages(conversation.id, nextPage);
      pages.push(page.messages);
      nextPage = page.nextPage;
    }
    return { messages: mergeMessages(...pages), nextPage };
  }
}
