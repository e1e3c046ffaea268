import type { ChatAction } from '../../../core/live-chat/chat.model';
import { TOY_PRESETS } from '../../../core/live-chat/chat.model';
import { LIMITS, PRICES } from '../../../core/common/constants.model';
import type { ChatTicket } from './chat-ticket';
import { worldError } from './errors';
import { ONLINE_FLAGS } from './online-schedule';
import { ROOM_LINES } from './word-lists';
import type { WorldContext } from './world-context';

/** How long a performer takes to answer a VIP request or a chat line. */
export const VIP_ANSWER_MS = 2000;
const HOST_REPLY_MS = { min: 2000, max: 5000 } as const;

/**
 * POST chat/action. Messages are free (1–250 characters); tips (100–100000 credits) and VIP
 * requests (4 credits a second) need a member and enough credits, else
 * badRequest.deduct.credits.amount with nothing charged; invalid input is badRequest.validation.
 */
export class ChatActions {
  constructor(private readonly ctx: WorldContext) {}

  run(ticket: ChatTicket, action: ChatAction): { credits?: number } {
    switch (action.action) {
      case 'message':
        return this.message(ticket, action.message, action.messageType);
      case 'tip':
        return this.tip(ticket, action.amount, action.message, action.isPublic);
      case 'changeNickname':
        return this.changeNickname(ticket, action.newNickname);
      case 'requestVip':
        return this.requestVip(ticket, action.seconds);
      case 'stopVip':
        if (ticket.vip) this.ctx.rooms.emit(ticket.room, 'stopVip', { nickname: ticket.nickname });
        ticket.vip = false;
        return {};
      default:
        throw worldError.validation('action');
    }
  }

  private message(ticket: ChatTicket, text: string, messageType: string): { credits?: number } {
    const message = String(text ?? '').trim();
    if (message.length < 1 || message.length > LIMITS.chatMessageMax) throw worldError.validation('message');
    this.ctx.rooms.emit(ticket.room, 'message', { nickname: ticket.nickname, message, messageType });
    if (this.ctx.performers.statusOf(ticket.performerId) !== 0 && this.ctx.rng.chance(0.5)) {
      const delay = this.ctx.rng.int(HOST_REPLY_MS.min, HOST_REPLY_MS.max);
      const line = this.ctx.rng.pick(ROOM_LINES);
      this.ctx.clock.setTimeout(() => {
        const host = this.ctx.performers.get(ticket.performerId)?.username ?? 'host';
        this.ctx.rooms.emit(ticket.room, 'message', { nickname: host, message: line, messageType: 'host' });
      }, delay);
    }
    return {};
  }

  private tip(ticket: ChatTicket, amount: number, message: string, isPublic: boolean): { credits: number } {
    const memberId = this.member(ticket);
    if (!Number.isInteger(amount) || amount < LIMITS.tipMin || amount > LIMITS.tipMax) {
      throw worldError.validation('amount');
    }
    const credits = this.ctx.members.charge(memberId, amount);
    this.ctx.members.require(memberId).tips += amount;
    this.ctx.rooms.emit(ticket.room, 'tip', { nickname: ticket.nickname, amount, message, isPublic });
    if (this.ctx.performers.get(ticket.performerId)?.cybertoy) {
      const preset =
        [...TOY_PRESETS].reverse().find((candidate) => amount >= candidate.amount) ?? TOY_PRESETS[0];
      this.ctx.rooms.emit(ticket.room, 'cybertoy', {
        nickname: ticket.nickname,
        amount,
        vibrate: preset.vibrate,
      });
    }
    return { credits };
  }

  private changeNickname(ticket: ChatTicket, newNickname: string): { credits?: number } {
    const nickname = String(newNickname ?? '').trim();
    if (nickname.length < LIMITS.nicknameMin || nickname.length > LIMITS.nicknameMax) {
      throw worldError.validation('nicknameLength');
    }
    const oldNickname = ticket.nickname;
    ticket.nickname = nickname;
    this.ctx.rooms.emit(ticket.room, 'nicknameChanged', { oldNickname, newNickname: nickname });
    return {};
  }

  /** The performer answers after 2 s: accepts (and charges) when live or in free chat, else declines. */
  private requestVip(ticket: ChatTicket, seconds: number): { credits: number } {
    const memberId = this.member(ticket);
    if (!Number.isInteger(seconds) || seconds < 1) throw worldError.validation('seconds');
    const cost = seconds * PRICES.vipCreditsPerSecond;
    const member = this.ctx.members.ensureCredits(memberId, cost);
    this.ctx.rooms.emit(ticket.room, 'requestVip', { nickname: ticket.nickname, seconds });
    this.ctx.clock.setTimeout(() => {
      const status = this.ctx.performers.statusOf(ticket.performerId);
      const available = status === ONLINE_FLAGS.LIVE || status === (ONLINE_FLAGS.LIVE | ONLINE_FLAGS.INFREE);
      if (!ticket.joined || !available || member.credits < cost) {
        this.ctx.rooms.emit(ticket.room, 'declineVip', { nickname: ticket.nickname });
        return;
      }
      this.ctx.members.charge(memberId, cost);
      ticket.vip = true;
      this.ctx.rooms.emit(ticket.room, 'acceptVip', { nickname: ticket.nickname, seconds });
    }, VIP_ANSWER_MS);
    return { credits: member.credits };
  }

  private member(ticket: ChatTicket): number {
    if (ticket.memberId === null) throw worldError.unauthorized();
    return ticket.memberId;
  }
}
