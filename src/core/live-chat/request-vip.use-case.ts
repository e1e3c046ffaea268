import { ERROR_LABELS, hasLabel } from '../common/api-error.model';
import { PRICES } from '../common/constants.model';
import { fail, ok, type Result } from '../common/result.model';
import type { ChatEngine } from '../../ports/chat-engine.port';

/** The shortest VIP session a member can ask for: one minute, the chat's charging unit. */
export const VIP_MIN_SECONDS = 60;

export interface RequestVipInput {
  /** The balance the member sees. */
  credits: number;
  /** Seconds asked for; whole seconds, at least (and by default) 60. */
  seconds?: number;
}

export type RequestVipError = { kind: 'noCredits'; needed: number };

/**
 * Asks the performer for a one-on-one VIP session of `seconds` (default and minimum 60) at 4
 * credits per second (SPEC §9); the backend charges when the performer accepts. Fails with
 * 'noCredits' (with the credits needed) when the balance does not cover the seconds, checked
 * before calling, or when the backend refuses for credits.
 */
export class RequestVip {
  constructor(private readonly chat: ChatEngine) {}

  async execute(input: RequestVipInput): Promise<Result<{ seconds: number; cost: number }, RequestVipError>> {
    const creditsPerSecond = PRICES.vipCreditsPerSecond;
    const seconds = Math.max(VIP_MIN_SECONDS, Math.floor(input.seconds ?? VIP_MIN_SECONDS));
    const cost = seconds * creditsPerSecond;
    if (input.credits < cost) return fail({ kind: 'noCredits', needed: cost });
    try {
      await this.chat.action({ action: 'requestVip', seconds, creditsPerSecond });
    } catch (error) {
      if (hasLabel(error, ERROR_LABELS.deductCredits)) return fail({ kind: 'noCredits', needed: cost });
      throw error;
    }
    return ok({ seconds, cost });
  }
}
