import type { ChatAction, ChatJoin, ChatSession } from '../../../core/live-chat/chat.model';
import type { ChatTicket } from './chat-ticket';
import { ChatActions } from './chat-actions';
import { worldError } from './errors';
import { roomOf } from './room-watch';
import type { WorldContext } from './world-context';

/** How long a guest may watch free chat before being kicked (reason guestExpired). */
export const GUEST_FREE_CHAT_MS = 120_000;

/**
 * Live chat rooms. All state lives here, keyed by chat token, so a stateless server can call
 * `join` before every action: joining again with the same token changes nothing.
 */
export class ChatRooms {
  private readonly tickets = new Map<string, ChatTicket>();
  private readonly actions: ChatActions;
  /** Errors clients reported with POST chat/error, newest last. */
  readonly reportedErrors: { nickname: string; error: string }[] = [];

  constructor(private readonly ctx: WorldContext) {
    this.actions = new ChatActions(ctx);
  }

  /** A chat token for the room of `join.performerId`; guests may only join free chat. */
  issue(memberId: number | null, join: ChatJoin): ChatSession {
    const performer = this.ctx.performers.profile(join.performerId);
    if (memberId === null && join.kind !== 'free') throw worldError.unauthorized();
    const nickname = memberId
      ? this.ctx.members.require(memberId).username
      : `guest${this.ctx.rng.int(1000, 9999)}`;
    const token = `chat_${this.ctx.rng.hex(24)}`;
    const room = roomOf(performer.id);
    const ticket: ChatTicket = {
      token,
      memberId,
      nickname,
      performerId: performer.id,
      room,
      kind: join.kind,
      joined: false,
      vip: false,
      kick: null,
    };
    this.tickets.set(token, ticket);
    return { token, room };
  }

  /** Enters the room (idempotent). Fails with unauthorized for an unknown token, forbidden for another room. */
  join(session: ChatSession): void {
    const ticket = this.tickets.get(session.token);
    if (!ticket) throw worldError.unauthorized();
    if (ticket.room !== session.room) throw worldError.forbidden();
    if (ticket.joined) return;
    ticket.joined = true;
    this.ctx.rooms.emit(ticket.room, 'memberConnected', { nickname: ticket.nickname });
    this.ctx.rooms.emit(ticket.room, 'updatedMembers', { count: this.present(ticket.room) });
    if (ticket.memberId === null) {
      ticket.kick = this.ctx.clock.setTimeout(() => this.kickGuest(ticket), GUEST_FREE_CHAT_MS);
    }
  }

  leave(token: string, reason = 'default'): void {
    const ticket = this.joined(token);
    this.depart(ticket);
    this.ctx.rooms.emit(ticket.room, 'memberDisconnected', { nickname: ticket.nickname, reason });
  }

  /** POST chat/action; see ChatActions for the rules and failures. */
  action(token: string, action: ChatAction): { credits?: number } {
    return this.actions.run(this.joined(token), action);
  }

  setLobby(token: string, lobby: string): void {
    const ticket = this.joined(token);
    this.ctx.rooms.emit(ticket.room, 'custom', { nickname: ticket.nickname, lobby });
  }

  reportError(token: string, error: string): void {
    this.reportedErrors.push({ nickname: this.tickets.get(token)?.nickname ?? 'unknown', error });
  }

  startCamback(token: string): void {
    this.joined(token);
  }

  stopCamback(token: string, by = 'host'): void {
    const ticket = this.joined(token);
    this.ctx.rooms.emit(ticket.room, 'cambackStopped', { nickname: ticket.nickname, by });
  }

  /** The ticket of a joined token; unauthorized when unknown, forbidden when not (or no longer) in the room. */
  private joined(token: string): ChatTicket {
    const ticket = this.tickets.get(token);
    if (!ticket) throw worldError.unauthorized();
    if (!ticket.joined) throw worldError.forbidden();
    return ticket;
  }

  private depart(ticket: ChatTicket): void {
    ticket.joined = false;
    ticket.vip = false;
    if (ticket.kick) this.ctx.clock.clear(ticket.kick);
    ticket.kick = null;
  }

  private kickGuest(ticket: ChatTicket): void {
    if (!ticket.joined) return;
    this.depart(ticket);
    this.ctx.rooms.emit(ticket.room, 'kick', { nickname: ticket.nickname, reason: 'guestExpired' });
  }

  private present(room: string): number {
    return [...this.tickets.values()].filter((ticket) => ticket.room === room && ticket.joined).length;
  }
}
