import { checkChatMessage } from '../../../core/live-chat/chat-message.rules';
import { nicknameFits } from '../../../core/live-chat/nickname.rules';
import { isTipInRange } from '../../../core/live-chat/tip.rules';
import type { ChatAction } from '../../../core/live-chat/chat.model';
import { TOY_PRESETS } from '../../../core/live-chat/chat.model';
import { PRICES } from '../../../core/common/constants.model';
import type { ChatTicket } from './chat-ticket';
import { ClientIdMemory } from './client-id-memory';
import { worldError } from './errors';
import { ONLINE_FLAGS } from './online-schedule';
import type { ChatRooms } from './chat-rooms';
import type { WorldContext } from './world-context';

/** How long a performer takes to answer a VIP request. */
export const VIP_ANSWER_MS = 2000;

/**
 * POST chat/action. Messages are free (1–250 characters); tips (100–100000 credits) and VIP
 * requests (4 credits a second) need a member and enough credits, else
 * badRequest.deduct.credits.amount with nothing charged; invalid input is badRequest.validation.
 */
export class ChatActions {
  private readonly tipsByClient = new ClientIdMemory<{ amount: number }>();

  constructor(
    private readonly ctx: WorldContext,
    private readonly rooms: ChatRooms,
  ) {}

  run(ticket: ChatTicket, action: ChatAction): { credits?: number } {
    switch (action.action) {
      case 'message':
        return this.message(ticket, action.message, action.messageType);
      case 'tip':
        return this.tip(ticket, action);
      case 'changeNickname':
        return this.changeNickname(ticket, action.newNickname);
      case 'requestVip':
        return this.requestVip(ticket, action.seconds);
      case 'stopVip':
        if (ticket.vip) this.ctx.rooms.emit(ticket.room, 'stopVip', { nickname: ticket.nickname });
        ticket.vip = false;
        this.rooms.billing.stopVip(ticket);
        return {};
      default:
        throw worldError.validation('action');
    }
  }

  private message(ticket: ChatTicket, text: string, messageType: string): { credits?: number } {
    const checked = checkChatMessage(String(text ?? ''));
    if (checked.kind !== 'ok') throw worldError.validation('message');
    const message = checked.text;
    this.ctx.rooms.emit(ticket.room, 'message', { nickname: ticket.nickname, message, messageType });
    this.rooms.host.answer(ticket.room, ticket.performerId, messageType === 'host' || ticket.kind === 'chat');
    return {};
  }

  /**
   * A tip a member sent before with this `clientId` (one of his last 1,000) is not charged again:
   * the retry after a lost answer gets the balance as it is now, and the room hears nothing more.
   */
  private tip(ticket: ChatTicket, tip: Extract<ChatAction, { action: 'tip' }>): { credits: number } {
    const { amount, message, isPublic, clientId } = tip;
    const memberId = this.member(ticket);
    if (this.tipsByClient.madeBefore(memberId, clientId))
      return { credits: this.ctx.members.require(memberId).credits };
    if (!isTipInRange(amount)) throw worldError.validation('amount');
    const note = { kind: 'tip', performerId: ticket.performerId } as const;
    const credits = this.ctx.members.charge(memberId, amount, note);
    this.ctx.members.require(memberId).tips += amount;
    if (clientId) this.tipsByClient.remember(memberId, clientId, { amount });
    this.ctx.rooms.emit(ticket.room, 'tip', { nickname: ticket.nickname, amount, message, isPublic });
    this.rooms.host.thank(ticket.room, ticket.performerId, ticket.nickname);
    if (this.toyOn(ticket.performerId)) {
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
    if (!nicknameFits(nickname)) throw worldError.validation('nicknameLength');
    const oldNickname = ticket.nickname;
    ticket.nickname = nickname;
    this.ctx.rooms.emit(ticket.room, 'nicknameChanged', { oldNickname, newNickname: nickname });
    return {};
  }

  /**
   * The performer answers after 2 s: accepts when live or in free chat and her room's vipAnswer
   * says so (RoomSettings), else declines. The show is billed by the second once accepted.
   */
  private requestVip(ticket: ChatTicket, seconds: number): { credits: number } {
    const memberId = this.member(ticket);
    if (!Number.isInteger(seconds) || seconds < 1) throw worldError.validation('seconds');
    const cost = seconds * PRICES.vipCreditsPerSecond;
    const member = this.ctx.members.ensureCredits(memberId, cost);
    this.ctx.rooms.emit(ticket.room, 'requestVip', { nickname: ticket.nickname, seconds });
    this.ctx.clock.setTimeout(() => {
      const status = this.ctx.performers.statusOf(ticket.performerId);
      const available = status === ONLINE_FLAGS.LIVE || status === (ONLINE_FLAGS.LIVE | ONLINE_FLAGS.INFREE);
      const accepts = this.rooms.settings.acceptsVip(ticket.performerId);
      if (!ticket.joined || ticket.vip || !available || !accepts || member.credits < cost) {
        if (ticket.joined) this.ctx.rooms.emit(ticket.room, 'declineVip', { nickname: ticket.nickname });
        return;
      }
      // Billed by the second while the show runs (RoomBilling), not up front.
      this.rooms.billing.startVip(ticket, seconds);
      this.ctx.rooms.emit(ticket.room, 'acceptVip', { nickname: ticket.nickname, seconds });
    }, VIP_ANSWER_MS);
    return { credits: member.credits };
  }

  /** Her toy is on: as the studio set it, else as her profile says. */
  toyOn(performerId: number): boolean {
    const setting = this.rooms.settings.get(performerId).toy;
    return setting ?? this.ctx.performers.get(performerId)?.cybertoy ?? false;
  }

  private member(ticket: ChatTicket): number {
    if (ticket.memberId === null) throw worldError.unauthorized();
    return ticket.memberId;
  }
}
