import { filterAutocomplete, shouldAutocomplete } from './search';
import type { Logger } from '../../ports/logger.port';
import type { PerformerApi } from '../../ports/performer-api.port';

/** A performer the search box suggests. */
export interface PerformerSuggestion {
  id: number;
  username: string;
}

/**
 * Remote autocomplete of SPEC §5: asks the server only when the trimmed query is longer than 2
 * characters, and keeps only the user names starting with it (case-insensitive). Never fails: a
 * failure is logged and suggests nothing, so the search box keeps working on the local filter.
 */
export class AutocompletePerformers {
  constructor(
    private readonly performers: PerformerApi,
    private readonly logger: Logger,
  ) {}

  async execute(input: { query: string }): Promise<PerformerSuggestion[]> {
    const query = input.query.trim();
    if (!shouldAutocomplete(query)) return [];
    try {
      const found = await this.performers.autocomplete(query);
      return filterAutocomplete(found, query).map(({ id, username }) => ({ id, username }));
    } catch (error) {
      this.logger.error('Unable to autocomplete performers', error);
      return [];
    }
  }
}
