import {
  LIMIT_PERIODS,
  type LimitPeriod,
  type PeriodTotals,
} from '../../../core/wallet/spending-limits.model';
import {
  BOUGHT_KINDS,
  type StatementEntry,
  StatementKind,
  StatementPage,
  StatementQuery,
} from '../../../core/wallet/statement.model';
import type { Clock } from '../../../ports/clock.port';
import { worldError } from './errors';

/** What a change of a member's balance was for; the member store asks for one with every change. */
export interface LedgerNote {
  kind: StatementKind;
  performerId?: number;
  /**
   * The charges of one session (a seat's chat minutes, one VIP show's seconds) add up in one line,
   * so a show of ten minutes is one line of 2400 credits, not 600 lines of 4.
   */
  session?: string;
}

interface LedgerLine {
  id: number;
  at: number;
  kind: StatementKind;
  credits: number;
  quantity: number;
  performerId: number | null;
}

/** How many lines one page of the history holds. */
export const HISTORY_PAGE_SIZE = 100;

function instant(value: string, name: string): number {
  const ms = Date.parse(value);
  if (!/^\d{4}-\d\d-\d\dT/.test(value) || Number.isNaN(ms)) throw worldError.validation(name);
  return ms;
}

/**
 * The sandbox's record of every credit a member gains or spends, as the member API's wallet
 * history serves it (docs/api.md, `GET /wallet-history`). In memory, like the rest of the world.
 */
export class WalletLedger {
  private readonly byMember = new Map<number, LedgerLine[]>();
  private readonly sessions = new Map<string, LedgerLine>();
  private nextId = 1;

  constructor(
    private readonly clock: Clock,
    /** A performer's user name by id (null when unknown). */
    private readonly performerName: (id: number) => string | null,
  ) {}

  record(memberId: number, credits: number, note: LedgerNote): void {
    const open = note.session === undefined ? undefined : this.sessions.get(note.session);
    if (open) {
      open.credits += credits;
      open.quantity += 1;
      return;
    }
    const line: LedgerLine = {
      id: this.nextId++,
      at: this.clock.now(),
      kind: note.kind,
      credits,
      quantity: 1,
      performerId: note.performerId ?? null,
    };
    const lines = this.byMember.get(memberId) ?? [];
    lines.push(line);
    this.byMember.set(memberId, lines);
    if (note.session !== undefined) this.sessions.set(note.session, line);
  }

  /** The member's lines from `from` (included) to `to` (not), newest first, a page at a time. */
  history(memberId: number, query: StatementQuery): StatementPage {
    const from = instant(query.from, 'from');
    const to = instant(query.to, 'to');
    if (from > to) throw worldError.validation('from after to');
    if (!Number.isInteger(query.page) || query.page < 0) throw worldError.validation('page');
    const lines = (this.byMember.get(memberId) ?? []).filter((line) => line.at >= from && line.at < to);
    const start = query.page * HISTORY_PAGE_SIZE;
    const newestFirst = lines.reverse().slice(start, start + HISTORY_PAGE_SIZE);
    return {
      entries: newestFirst.map((line) => this.entry(line)),
      nextPage: start + HISTORY_PAGE_SIZE < lines.length ? query.page + 1 : null,
    };
  }

  /**
   * Credits bought and spent since each period's start, as the statement's totals count them. A
   * session's line counts from when it began, with all its minutes so far.
   */
  totals(memberId: number, starts: Record<LimitPeriod, number>): PeriodTotals {
    const totals: PeriodTotals = {
      bought: { day: 0, week: 0, month: 0 },
      spent: { day: 0, week: 0, month: 0 },
    };
    for (const line of this.byMember.get(memberId) ?? []) {
      for (const period of LIMIT_PERIODS) {
        if (line.at < starts[period]) continue;
        if (line.credits < 0) totals.spent[period] -= line.credits;
        else if (BOUGHT_KINDS.includes(line.kind)) totals.bought[period] += line.credits;
      }
    }
    return totals;
  }

  private entry(line: LedgerLine): StatementEntry {
    return {
      id: String(line.id),
      at: new Date(line.at).toISOString(),
      kind: line.kind,
      credits: line.credits,
      quantity: line.quantity,
      performer: line.performerId === null ? null : this.performerName(line.performerId),
    };
  }
}
