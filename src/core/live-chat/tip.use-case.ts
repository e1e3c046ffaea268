import { ERROR_LABELS, hasLabel } from '../common/api-error.model';
import { LIMITS } from '../common/constants.model';
import { fail, ok, type Result } from '../common/result.model';
import { isTipInRange, parseTipAmount } from '../account/validation/tip';
import type { ChatEngine } from '../../ports/chat-engine.port';
import type { MemberApi } from '../../ports/member-api.port';

export interface TipInput {
  amount: number | string;
  /** The balance the member sees. */
  credits: number;
  message?: string;
  isPublic?: boolean;
}

export type TipError = { kind: 'outOfRange'; min: number; max: number } | { kind: 'noCredits' };

/**
 * Tips the performer in the current chat (SPEC §5, §9): a whole number from 100 to 100000 credits,
 * else 'outOfRange'; more than the balance, or refused by the backend for credits, is 'noCredits'.
 * Returns the amount and the backend's balance after the tip.
 */
export class Tip {
  constructor(
    private readonly chat: ChatEngine,
    private readonly member: MemberApi,
  ) {}

  async execute(input: TipInput): Promise<Result<{ amount: number; credits: number }, TipError>> {
    const amount = parseTipAmount(input.amount);
    if (!isTipInRange(amount)) return fail({ kind: 'outOfRange', min: LIMITS.tipMin, max: LIMITS.tipMax });
    if (amount > input.credits) return fail({ kind: 'noCredits' });
    let reply: { credits?: number };
    try {
      reply = await this.chat.action({
        action: 'tip',
        amount,
        tipType: 'tip',
        message: (input.message ?? '').trim(),
        isPublic: input.isPublic ?? true,
      });
    } catch (error) {
      if (hasLabel(error, ERROR_LABELS.deductCredits)) return fail({ kind: 'noCredits' });
      throw error;
    }
    const credits = typeof reply.credits === 'number' ? reply.credits : await this.member.getCredits();
    return ok({ amount, credits });
  }
}
