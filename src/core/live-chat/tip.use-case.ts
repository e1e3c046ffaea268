import { ERROR_LABELS } from '../common/api-error.model';
import { type LabelMap } from '../common/attempt';
import { attemptOrFail, type Unexpected } from '../common/attempt-or-fail';
import { LIMITS } from '../common/constants.model';
import { fail, ok, type Result } from '../common/result.model';
import { isTipInRange, parseTipAmount } from './tip.rules';
import { balanceAfterCharge, mayAfford } from '../wallet/charged-balance';
import { SPENDING_LABELS, type SpendingRefusal } from '../wallet/spending-refusal';
import type { ChatEngine } from '../../ports/chat-engine.port';
import type { Logger } from '../../ports/logger.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { WalletBalance } from '../../ports/wallet-balance.port';

export interface TipInput {
  amount: number | string;
  message?: string;
  isPublic?: boolean;
  /**
   * The tip's own id, the same at every retry of it: the engine charges a tip once per id, so a
   * retry of a tip whose answer was lost is not charged twice (docs/api.md). Absent: none is sent.
   */
  clientId?: string;
}

export interface TipSent {
  amount: number;
  /** The backend's balance after the tip; null when it could not be read (the tip went through). */
  credits: number | null;
}

export type TipError =
  { kind: 'outOfRange'; min: number; max: number } | { kind: 'noCredits' } | SpendingRefusal | Unexpected;

const TIP_LABELS: LabelMap<{ kind: 'noCredits' } | SpendingRefusal> = {
  [ERROR_LABELS.deductCredits]: { kind: 'noCredits' },
  ...SPENDING_LABELS,
};

/**
 * Tips the performer in the current chat (SPEC §5, §9): a whole number from 100 to 100000 credits,
 * else 'outOfRange'; more than the known balance, or refused by the backend for credits, is
 * 'noCredits'; over the member's own limit, by the backend, 'spendingLimit' with the period;
 * anything unexpected (a network failure, a 502) is 'failed', its cause logged, so the member may
 * tip again, with the same `clientId`. Returns the amount and the backend's balance after the tip,
 * which it also writes to the one balance; a tip that went through is never reported as failed,
 * even when that balance cannot be read (then credits is null, and it is logged).
 */
export class Tip {
  constructor(
    private readonly chat: ChatEngine,
    private readonly member: MemberApi,
    private readonly balance: WalletBalance,
    private readonly logger: Logger,
  ) {}

  async execute(input: TipInput): Promise<Result<TipSent, TipError>> {
    const amount = parseTipAmount(input.amount);
    if (!isTipInRange(amount)) return fail({ kind: 'outOfRange', min: LIMITS.tipMin, max: LIMITS.tipMax });
    if (!mayAfford(this.balance.current(), amount)) return fail({ kind: 'noCredits' });
    const action = {
      action: 'tip' as const,
      amount,
      tipType: 'tip' as const,
      message: (input.message ?? '').trim(),
      isPublic: input.isPublic ?? true,
      ...(input.clientId === undefined ? {} : { clientId: input.clientId }),
    };
    const charged = await attemptOrFail(() => this.chat.action(action), TIP_LABELS, this.logger, 'A tip');
    if (!charged.ok) return charged;
    const ports = { member: this.member, balance: this.balance, logger: this.logger };
    return ok({ amount, credits: await balanceAfterCharge(ports, charged.value.credits, 'a tip') });
  }
}
