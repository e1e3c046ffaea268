import { ApiError, ERROR_LABELS } from '../../../core/common/api-error.model';
import { periodStarts } from '../../../core/wallet/limit-periods';
import {
  NO_LIMITS,
  type CreditUse,
  type LimitChange,
  type PauseLength,
  type SpendingLimits,
  type SpendingLimitsState,
} from '../../../core/wallet/spending-limits.model';
import {
  changeLimit,
  limitsInForce,
  pauseBuying,
  refusalOf,
} from '../../../core/wallet/spending-limits.rules';
import type { Clock } from '../../../ports/clock.port';
import { worldError } from './errors';
import type { WalletLedger } from './wallet-ledger';

/**
 * Each member's own spending limits and pause (issue 42), kept by the sandbox as a partner's
 * backend would: it refuses what would cross them, counting from the ledger (record 78).
 */
export class SpendingLimitsBook {
  private readonly byMember = new Map<number, SpendingLimits>();

  constructor(
    private readonly clock: Clock,
    private readonly ledger: WalletLedger,
  ) {}

  state(memberId: number): SpendingLimitsState {
    const now = this.clock.now();
    return {
      settings: limitsInForce(this.settingsOf(memberId), now),
      totals: this.ledger.totals(memberId, periodStarts(now)),
    };
  }

  /** Fails with badRequest.validation for a limit that is not a whole number of credits, 1 or more. */
  change(memberId: number, change: LimitChange): SpendingLimitsState {
    const { credits } = change;
    if (credits !== null && (!Number.isSafeInteger(credits) || credits < 1))
      throw worldError.validation('credits');
    const now = this.clock.now();
    this.byMember.set(memberId, changeLimit(this.settingsOf(memberId), change.period, credits, now));
    return this.state(memberId);
  }

  pause(memberId: number, length: PauseLength): SpendingLimitsState {
    this.byMember.set(memberId, pauseBuying(this.settingsOf(memberId), length, this.clock.now()));
    return this.state(memberId);
  }

  /** Fails with badRequest.spending.limit (and the period) or .paused (and until when), changing nothing. */
  ensureAllowed(memberId: number, use: CreditUse): void {
    const refusal = this.refusal(memberId, use);
    if (refusal) throw refusal;
  }

  /** Why `use` would be refused, as the error the member API answers; null when it may go ahead. */
  refusal(memberId: number, use: CreditUse): ApiError | null {
    const settings = this.byMember.get(memberId);
    // Every charge asks (a VIP show each second): a member who never set a limit has nothing to count.
    if (settings === undefined) return null;
    const now = this.clock.now();
    const totals = this.ledger.totals(memberId, periodStarts(now));
    const refused = refusalOf(settings, totals, use, now);
    if (refused === null) return null;
    if (refused.kind === 'paused') {
      const until = new Date(refused.until).toISOString();
      return new ApiError(ERROR_LABELS.spendingPaused, 400, 'buying paused', { until });
    }
    const detail = { period: refused.period, limit: refused.limit, left: refused.left };
    return new ApiError(ERROR_LABELS.spendingLimit, 400, `${refused.period} limit`, detail);
  }

  private settingsOf(memberId: number): SpendingLimits {
    return this.byMember.get(memberId) ?? NO_LIMITS;
  }
}
