import { PRICES } from '../../../core/common/constants.model';
import type { IvrRecord } from './ivr-record';
import type { WorldContext } from './world-context';
import { MINUTE_MS } from './world-time';

/**
 * Credits per started call minute. A minute at 0.80 euro buys one chat minute (60 credits, SPEC
 * §9); Belgian calls get double, the promotion SPEC §9 mentions.
 */
export const DIAL_IN_CREDITS_PER_MINUTE = PRICES.chatCreditsPerMinute;

/**
 * What a call earns: every started minute credits the member, or the guest's call, as it starts,
 * so the call's credits pay the chat during the call.
 */
export class CallMinutes {
  constructor(private readonly ctx: WorldContext) {}

  /** Credits the started minute, and the next one when it starts, while the call lasts. */
  start(record: IvrRecord): void {
    const credits = DIAL_IN_CREDITS_PER_MINUTE * (record.country === 'BE' ? 2 : 1);
    record.minutes += 1;
    record.credits += credits;
    if (record.memberId) this.ctx.members.credit(record.memberId, credits, { kind: 'dialIn' });
    else record.guestCredits += credits;
    record.nextMinute = this.ctx.clock.setTimeout(() => {
      record.nextMinute = null;
      if (record.state === 'in_call') this.start(record);
    }, MINUTE_MS);
  }

  /** No minute after this one. */
  stop(record: IvrRecord): void {
    if (record.nextMinute) this.ctx.clock.clear(record.nextMinute);
    record.nextMinute = null;
  }

  /** The balance of whoever the call is for. */
  balanceOf(record: IvrRecord): number {
    if (record.memberId) return this.ctx.members.require(record.memberId).credits;
    return record.guestCredits;
  }
}
