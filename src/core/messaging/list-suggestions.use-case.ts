import { LIMITS } from '../common/constants.model';
import type { Suggestion } from './conversation.model';
import { fail, ok, type Result } from '../common/result.model';
import type { InboxApi } from '../../ports/inbox-api.port';
import type { Logger } from '../../ports/logger.port';

export type SuggestionType = 'models' | 'favourites';

/**
 * Performers to start a conversation with, under the 'models' and 'favourites' filters (SPEC §2,
 * §7 suggestion-list: 10 a page, pages from 0). A failure is logged and reported (SPEC §8).
 */
export class ListSuggestions {
  constructor(
    private readonly inbox: InboxApi,
    private readonly logger: Logger,
  ) {}

  async execute(input: {
    type: SuggestionType;
    page?: number;
  }): Promise<Result<{ suggestions: Suggestion[]; more: boolean }, { kind: 'unavailable' }>> {
    const limit = LIMITS.suggestionPageSize;
    try {
      const suggestions = await this.inbox.suggestions(input.type, { limit, page: input.page ?? 0 });
      return ok({ suggestions, more: suggestions.length === limit });
    } catch (error) {
      this.logger.error('Unable to load suggestions', error);
      return fail({ kind: 'unavailable' });
    }
  }
}
