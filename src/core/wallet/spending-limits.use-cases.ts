import type { Logger } from '../../ports/logger.port';
import type { MemberApi } from '../../ports/member-api.port';
import { attemptOrFail, type Unexpected } from '../common/attempt-or-fail';
import type { Result } from '../common/result.model';
import type { LimitChange, PauseLength, SpendingLimitsState } from './spending-limits.model';
import { assertLimitCredits } from './spending-limits.rules';

/** What each call answers: the backend's limits after it, or 'failed' (logged) with nothing changed. */
type LimitsAnswer = Promise<Result<SpendingLimitsState, Unexpected>>;

const NO_LABELS = {};

/** The member's limits in force, raises waiting, a pause, and what the current periods counted. */
export class LoadSpendingLimits {
  constructor(
    private readonly member: MemberApi,
    private readonly logger: Logger,
  ) {}

  execute(): LimitsAnswer {
    return attemptOrFail(
      () => this.member.spendingLimits(),
      NO_LABELS,
      this.logger,
      'Loading the spending limits',
    );
  }
}

/**
 * Sets, or with null removes, one period's limit. The backend decides when it holds (a lower one
 * at once, a higher one or a removal after its cooling-off time: spending-limits.rules) and answers
 * the limits as they now stand.
 */
export class ChangeSpendingLimit {
  constructor(
    private readonly member: MemberApi,
    private readonly logger: Logger,
  ) {}

  execute(change: LimitChange): LimitsAnswer {
    assertLimitCredits(change.credits);
    return attemptOrFail(
      () => this.member.changeSpendingLimit(change),
      NO_LABELS,
      this.logger,
      'Changing a spending limit',
    );
  }
}

/** Pauses buying credits for 24 hours, 7 or 30 days; a running pause is never shortened. */
export class PauseBuying {
  constructor(
    private readonly member: MemberApi,
    private readonly logger: Logger,
  ) {}

  execute(length: PauseLength): LimitsAnswer {
    return attemptOrFail(() => this.member.pauseBuying(length), NO_LABELS, this.logger, 'Pausing buying');
  }
}
