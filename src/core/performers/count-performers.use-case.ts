import type { PerformerFilters } from './performer.model';
import { fail, ok, type Result } from '../common/result.model';
import { withBaseFilter } from './filters';
import type { Logger } from '../../ports/logger.port';
import type { PerformerApi } from '../../ports/performer-api.port';

export type CountPerformersError = { kind: 'unavailable' };

/**
 * Counts the performers a grid with these filters lists (the grid's base filter included, as in
 * ListPerformers), for the drawer's 'show results'. Fails with `unavailable` (logged).
 */
export class CountPerformers {
  constructor(
    private readonly performers: PerformerApi,
    private readonly logger: Logger,
  ) {}

  async execute(input: { filters?: PerformerFilters }): Promise<Result<number, CountPerformersError>> {
    try {
      return ok(await this.performers.count(withBaseFilter(input.filters)));
    } catch (error) {
      this.logger.error('Unable to count performers', error);
      return fail({ kind: 'unavailable' });
    }
  }
}
