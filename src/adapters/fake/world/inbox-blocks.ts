import {
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  type PerformerReport,
} from '../../../core/messaging/conversation.model';
import { worldError } from './errors';

/** A report a member made, kept so the sandbox (and its tests) can see what was sent. */
export interface StoredReport {
  id: string;
  memberId: number;
  performerId: number;
  reason: PerformerReport['reason'];
  text: string;
  at: number;
}

/**
 * Who each member blocked, and their reports of performers (docs/api.md, PUT /inbox/blocked and
 * POST /inbox/report): a blocked performer's messages to him are refused, not hidden, so nothing
 * she sends while blocked turns up after he unblocks her.
 */
export class InboxBlocks {
  private readonly blocked = new Map<number, Set<number>>();
  readonly reports: StoredReport[] = [];

  isBlocked(memberId: number, performerId: number): boolean {
    return this.blocked.get(memberId)?.has(performerId) ?? false;
  }

  set(memberId: number, performerId: number, blocked: boolean): void {
    const set = this.blocked.get(memberId) ?? new Set<number>();
    if (blocked) set.add(performerId);
    else set.delete(performerId);
    this.blocked.set(memberId, set);
  }

  /** Stores a report; an unknown reason or too long a text fails with badRequest.validation. */
  report(memberId: number, performerId: number, report: PerformerReport, at: number): { reportId: string } {
    if (!(REPORT_REASONS as readonly string[]).includes(report.reason)) throw worldError.validation('reason');
    if (typeof report.text !== 'string' || report.text.length > REPORT_TEXT_MAX)
      throw worldError.validation('text');
    const id = `r${this.reports.length + 1}`;
    this.reports.push({ id, memberId, performerId, reason: report.reason, text: report.text.trim(), at });
    return { reportId: id };
  }
}
