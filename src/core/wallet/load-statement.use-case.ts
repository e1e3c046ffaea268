import { isApiError } from '../common/api-error.model';
import { fail, ok, type Result } from '../common/result.model';
import type { Logger } from '../../ports/logger.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { StatementEntry } from './statement.model';

/** At most this many pages of the wallet history are read for one period (100 entries a page at the sandbox). */
export const STATEMENT_MAX_PAGES = 50;

/**
 * Every entry of the backend's wallet history between two instants (ISO 8601, `from` included,
 * `to` not), newest first, read page by page. Fails with 'unavailable' (logged) when the backend
 * does not answer; a retry asks again. The grouping by day is statement-days.ts's: with luxon, it
 * loads with the statement, not with the features' use-cases.
 */
export class LoadStatement {
  constructor(
    private readonly member: MemberApi,
    private readonly logger: Logger,
  ) {}

  async execute(period: {
    from: string;
    to: string;
  }): Promise<Result<StatementEntry[], { kind: 'unavailable' }>> {
    const entries: StatementEntry[] = [];
    try {
      for (let page: number | null = 0; page !== null && page < STATEMENT_MAX_PAGES;) {
        const answer = await this.member.walletHistory({ ...period, page });
        entries.push(...answer.entries);
        page = answer.nextPage;
      }
    } catch (error) {
      if (!isApiError(error)) throw error;
      this.logger.error('Statement load failed', error);
      return fail({ kind: 'unavailable' });
    }
    return ok(entries);
  }
}
