import { PRICES } from '../../../core/common/constants.model';
import { ERROR_LABELS } from '../../../core/common/api-error.model';
import type { ChargeTally, ChatTicket } from './chat-ticket';
import type { PhoneCallers } from './phone-callers';
import type { RoomSettingsBook } from './room-settings';
import type { WorldContext } from './world-context';

const MINUTE_MS = 60_000;
const SECOND_MS = 1000;

/**
 * Bills paid chat by the minute (60 credits, the first when joining) and a VIP show by the second
 * (4 credits) on the room's own clock (RoomSettings.billingSpeed). A member pays from the balance
 * (each charge reaches the member's sockets as updatedCredits), a guest in a phone call from the
 * call's credits. When they run out the visitor's chat stops with badRequest.deduct.credits.amount
 * and `out` takes the ticket out of the room. Each charge is told in the room as `charged`, naming
 * the visitor, with the session's credits and time so far (the room's cost meter).
 */
export class RoomBilling {
  constructor(
    private readonly ctx: WorldContext,
    private readonly callers: PhoneCallers,
    private readonly settings: RoomSettingsBook,
    private readonly out: (ticket: ChatTicket) => void,
  ) {}

  /** Charges the first minute now (failing with noCredits, changing nothing) and the next ones later. */
  startChat(ticket: ChatTicket): void {
    if (ticket.kind !== 'chat' || (ticket.memberId === null && ticket.caller === null)) return;
    this.debit(ticket, PRICES.chatCreditsPerMinute, 'chat');
    ticket.chatTally = { spent: PRICES.chatCreditsPerMinute, seconds: 0 };
    this.nextMinute(ticket);
  }

  /** Tells the first minute's charge, once the room heard the visitor enter (their client reads it then). */
  announceChat(ticket: ChatTicket): void {
    if (ticket.chatTally) this.tell(ticket, 'chat', PRICES.chatCreditsPerMinute, ticket.chatTally);
  }

  /** Runs a VIP show of `seconds`, charged second by second; it ends with stopVip when they are used up. */
  startVip(ticket: ChatTicket, seconds: number): void {
    this.stopVip(ticket);
    ticket.vip = true;
    ticket.vipShow = (ticket.vipShow ?? 0) + 1;
    ticket.vipTally = { spent: 0, seconds: 0 };
    this.nextSecond(ticket, seconds);
  }

  stopVip(ticket: ChatTicket): void {
    if (ticket.vipBilling) this.ctx.clock.clear(ticket.vipBilling);
    ticket.vipBilling = null;
  }

  stop(ticket: ChatTicket): void {
    this.stopVip(ticket);
    if (ticket.billing) this.ctx.clock.clear(ticket.billing);
    ticket.billing = null;
  }

  private nextMinute(ticket: ChatTicket): void {
    ticket.billing = this.ctx.clock.setTimeout(
      () => {
        ticket.billing = null;
        if (!ticket.joined) return;
        // During a VIP show the seconds pay for her time; the minute resumes after it.
        if (!ticket.vip && !this.charge(ticket, PRICES.chatCreditsPerMinute, 'chat')) return;
        this.nextMinute(ticket);
      },
      MINUTE_MS / this.speed(ticket),
    );
  }

  private nextSecond(ticket: ChatTicket, secondsLeft: number): void {
    ticket.vipBilling = this.ctx.clock.setTimeout(
      () => {
        ticket.vipBilling = null;
        if (!ticket.joined || !ticket.vip) return;
        if (!this.charge(ticket, PRICES.vipCreditsPerSecond, 'vip')) return;
        if (secondsLeft > 1) return this.nextSecond(ticket, secondsLeft - 1);
        ticket.vip = false;
        this.ctx.rooms.emit(ticket.room, 'stopVip', { nickname: ticket.nickname });
      },
      SECOND_MS / this.speed(ticket),
    );
  }

  /**
   * One charge; false (and the visitor out of the room) when the balance does not cover it, or when
   * the member's own spending limit would be crossed: a running chat ends as when credits run out,
   * with the limit's label (record 78).
   */
  private charge(ticket: ChatTicket, amount: number, kind: 'chat' | 'vip'): boolean {
    const refusal = this.refusalOf(ticket, amount);
    if (refusal === null) {
      this.debit(ticket, amount, kind);
      const tally = (kind === 'chat' ? ticket.chatTally : ticket.vipTally) ?? { spent: 0, seconds: 0 };
      tally.spent += amount;
      tally.seconds += kind === 'chat' ? MINUTE_MS / SECOND_MS : 1;
      if (kind === 'chat') ticket.chatTally = tally;
      else ticket.vipTally = tally;
      this.tell(ticket, kind, amount, tally);
      return true;
    }
    if (ticket.vip) this.ctx.rooms.emit(ticket.room, 'vipDisconnect', { nickname: ticket.nickname });
    ticket.vip = false;
    this.ctx.rooms.emit(ticket.room, 'chatStopped', { error: refusal, nickname: ticket.nickname });
    this.out(ticket);
    return false;
  }

  /** Takes `amount` from whoever pays the seat; fails with noCredits, changing nothing, when it is short. */
  private debit(ticket: ChatTicket, amount: number, kind: 'chat' | 'vip'): void {
    // One statement line per seat's chat minutes and one per VIP show (WalletLedger's sessions).
    const session = kind === 'chat' ? `chat:${ticket.token}` : `vip:${ticket.token}:${ticket.vipShow ?? 0}`;
    const note = { kind, performerId: ticket.performerId, session };
    if (ticket.memberId !== null) this.ctx.members.charge(ticket.memberId, amount, note);
    else if (ticket.caller !== null) this.callers.chargeCall(ticket.caller, amount);
  }

  private tell(ticket: ChatTicket, kind: 'chat' | 'vip', amount: number, tally: ChargeTally): void {
    const { spent, seconds } = tally;
    this.ctx.rooms.emit(ticket.room, 'charged', { nickname: ticket.nickname, kind, amount, spent, seconds });
  }

  /** The label that refuses the charge; null when it may go ahead. */
  private refusalOf(ticket: ChatTicket, amount: number): string | null {
    if (ticket.memberId !== null) return this.ctx.members.refusalOf(ticket.memberId, amount)?.label ?? null;
    return this.balanceOf(ticket) >= amount ? null : ERROR_LABELS.deductCredits;
  }

  private balanceOf(ticket: ChatTicket): number {
    if (ticket.memberId !== null) return this.ctx.members.require(ticket.memberId).credits;
    return ticket.caller === null ? 0 : this.callers.callCredits(ticket.caller);
  }

  private speed(ticket: ChatTicket): number {
    return this.settings.get(ticket.performerId).billingSpeed;
  }
}
