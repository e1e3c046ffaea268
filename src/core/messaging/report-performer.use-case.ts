import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from './conversation.model';
import { fail, ok, type Result } from '../common/result.model';
import type { InboxApi } from '../../ports/inbox-api.port';
import type { Logger } from '../../ports/logger.port';

export type ReportError =
  { kind: 'noReason' } | { kind: 'textTooLong'; max: number } | { kind: 'unavailable' };

/**
 * Reports a performer with a reason and the member's optional words (docs/api.md, POST
 * /inbox/report/{performerId}). What the member wrote is checked here first, so a report the
 * backend would refuse is not sent and his text stays in the form; a failure to send is logged.
 */
export class ReportPerformer {
  constructor(
    private readonly inbox: InboxApi,
    private readonly logger: Logger,
  ) {}

  async execute(input: {
    performerId: number;
    reason: ReportReason | null;
    text: string;
  }): Promise<Result<{ reportId: string }, ReportError>> {
    const { reason } = input;
    if (!reason || !(REPORT_REASONS as readonly string[]).includes(reason)) return fail({ kind: 'noReason' });
    const text = input.text.trim();
    if (text.length > REPORT_TEXT_MAX) return fail({ kind: 'textTooLong', max: REPORT_TEXT_MAX });
    try {
      return ok(await this.inbox.report(input.performerId, { reason, text }));
    } catch (error) {
      this.logger.warn('Unable to report a performer', error);
      return fail({ kind: 'unavailable' });
    }
  }
}
