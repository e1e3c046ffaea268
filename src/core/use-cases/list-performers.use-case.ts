import { LIMITS } from '../model/constants';
import type { Locale } from '../model/locale';
import type { PerformerPage, PerformerQuery } from '../model/performer';
import { fail, ok, type Result } from '../model/result';
import type { Logger } from '../../ports/logger.port';
import type { PerformerApi } from '../../ports/performer-api.port';

export interface ListPerformersInput {
  locale: Locale;
  page?: number;
  filters?: Omit<PerformerQuery, 'locale' | 'page' | 'limit'>;
}

export type ListPerformersError = { kind: 'unavailable' };

/**
 * Loads one page of a performer grid: base filter gender female, 60 a page, ordered by the
 * backend as SPEC §7 says with the visitor's language first. Fails with `unavailable` (logged).
 */
export class ListPerformers {
  constructor(
    private readonly performers: PerformerApi,
    private readonly logger: Logger,
  ) {}

  async execute(input: ListPerformersInput): Promise<Result<PerformerPage, ListPerformersError>> {
    const query: PerformerQuery = {
      gender: 'female',
      ...input.filters,
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
