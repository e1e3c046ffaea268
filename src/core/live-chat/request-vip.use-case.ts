import { ERROR_LABELS } from '../common/api-error.model';
import { attemptOrFail, type Unexpected } from '../common/attempt-or-fail';
import { PRICES } from '../common/constants.model';
import { fail, ok, type Result } from '../common/result.model';
import { balanceAfterCharge, mayAfford } from '../wallet/charged-balance';
import { SPENDING_LABELS, type SpendingRefusal } from '../wallet/spending-refusal';
import type { ChatEngine } from '../../ports/chat-engine.port';
import type { Logger } from '../../ports/logger.port';
import type { MemberApi } from '../../ports/member-api.port';
import type { WalletBalance } from '../../ports/wallet-balance.port';

/** The shortest VIP session a member can ask for: one minute, the chat's charging unit. */
export const VIP_MIN_SECONDS = 60;

export interface RequestVipInput {
  /** Seconds asked for; whole seconds, at least (and by default) 60. */
  seconds?: number;
}

export interface VipRequested {
  seconds: number;
  cost: number;
  /** The backend's balance after the request; null when it could not be read (the request went through). */
  credits: number | null;
}

export type RequestVipError = { kind: 'noCredits'; needed: number } | SpendingRefusal | Unexpected;

/**
 * Asks the performer for a one-on-one VIP session of `seconds` (default and minimum 60) at 4
 * credits per second (SPEC §9); the backend charges when the performer accepts. Fails with
 * 'noCredits' (with the credits needed) when the known balance does not cover the seconds, checked
 * before calling, or when the backend refuses for credits; 'spendingLimit' when the backend says the
 * seconds would cross the member's own limit; anything unexpected is 'failed' (its
 * cause logged), so the member may ask again. The backend's balance after the
 * request is written to the one balance; failing to read it is logged, never a failure.
 */
export class RequestVip {
  constructor(
    private readonly chat: ChatEngine,
    private readonly member: MemberApi,
    private readonly balance: WalletBalance,
    private readonly logger: Logger,
  ) {}

  async execute(input: RequestVipInput = {}): Promise<Result<VipRequested, RequestVipError>> {
    const creditsPerSecond = PRICES.vipCreditsPerSecond;
    const seconds = Math.max(VIP_MIN_SECONDS, Math.floor(input.seconds ?? VIP_MIN_SECONDS));
    const cost = seconds * creditsPerSecond;
    const noCredits = { kind: 'noCredits', needed: cost } as const;
    if (!mayAfford(this.balance.current(), cost)) return fail(noCredits);
    const requested = await attemptOrFail(
      () => this.chat.action({ action: 'requestVip', seconds, creditsPerSecond }),
      { [ERROR_LABELS.deductCredits]: noCredits, ...SPENDING_LABELS },
      this.logger,
      'A VIP request',
    );
    if (!requested.ok) return requested;
    const ports = { member: this.member, balance: this.balance, logger: this.logger };
    const credits = await balanceAfterCharge(ports, requested.value.credits, 'a VIP request');
    return ok({ seconds, cost, credits });
  }
}
