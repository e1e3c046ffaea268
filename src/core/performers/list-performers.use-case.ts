import { LIMITS } from '../common/constants.model';
import type { Locale } from '../common/locale.model';
import type { PerformerFilters, PerformerPage, PerformerQuery } from './performer.model';
import { fail, ok, type Result } from '../common/result.model';
import { withBaseFilter } from './filters';
import type { Logger } from '../../ports/logger.port';
import type { PerformerApi } from '../../ports/performer-api.port';

export interface ListPerformersInput {
  locale: Locale;
  page?: number;
  filters?: PerformerFilters;
}

export type ListPerformersError = { kind: 'unavailable' };

/**
 * Loads one page of a performer grid: base filter gender female (a chosen gender replaces it),
 * 60 a page, ordered by the backend as SPEC §7 says with the visitor's language first. Fails with
 * `unavailable` (logged).
 */
export class ListPerformers {
  constructor(
    private readonly performers: PerformerApi,
    private readonly logger: Logger,
  ) {}

  async execute(input: ListPerformersInput): Promise<Result<PerformerPage, ListPerformersError>> {
    const query: PerformerQuery = {
      ...withBaseFilter(input.filters),
      locale: input.locale,
      page: input.page ?? 1,
      limit: LIMITS.performerPageSize,
    };
    try {
      return ok(await this.performers.find(query));
    } catch (error) {
      this.logger.error('Unable to load performers', error);
      return fail({ kind: 'unavailable' });
    }
  }
}
