import type {
  ChatAction,
  ChatEvent,
  ChatJoin,
  ChatSession,
  RoomState,
} from '../../../core/live-chat/chat.model';
import type { ChatTicket } from './chat-ticket';
import { ChatActions } from './chat-actions';
import { worldError } from './errors';
import { RoomBilling } from './room-billing';
import { RoomHost } from './room-host';
import { ONLINE_FLAGS } from './online-schedule';
import { announceStatus, roomOf } from './room-watch';
import { RoomSettingsBook } from './room-settings';
import type { PhoneCallers } from './phone-callers';
import type { WorldContext } from './world-context';

/** Tickets kept at most (those in a room are never forgotten), as the engine routes keep tokens. */
const MAX_TICKETS = 10_000;

/**
 * Live chat rooms. All state lives here, keyed by chat token, so a stateless server can call
 * `join` before every action: joining again with the same token changes nothing. The sandbox
 * performer (RoomHost) greets and answers; paid chat and VIP shows are billed (RoomBilling).
 */
export class ChatRooms {
  private readonly tickets = new Map<string, ChatTicket>();
  /** Who is in each room now, so a join or the studio never walks every ticket ever issued. */
  private readonly inRoom = new Map<string, Set<ChatTicket>>();
  readonly settings: RoomSettingsBook;
  readonly host: RoomHost;
  readonly billing: RoomBilling;
  private readonly actions: ChatActions;
  /** Errors clients reported with POST chat/error, newest last. */
  readonly reportedErrors: { nickname: string; error: string }[] = [];

  constructor(
    private readonly ctx: WorldContext,
    private readonly callers: PhoneCallers,
    guestLimitSeconds?: number,
  ) {
    this.settings = new RoomSettingsBook(guestLimitSeconds);
    this.host = new RoomHost(ctx);
    this.billing = new RoomBilling(ctx, callers, this.settings, (ticket) => this.depart(ticket));
    this.actions = new ChatActions(ctx, this);
  }

  /**
   * A chat token for the room of `join.performerId`. A guest whose phone call is on (its session in
   * `join.dialInSession`) chats under the call's anonymous name and may join paid chat, which the
   * call's credits pay; other guests may only join free chat (unauthorized).
   */
  issue(memberId: number | null, join: ChatJoin): ChatSession {
    const performer = this.ctx.performers.profile(join.performerId);
    const caller = memberId === null ? (join.dialInSession ?? null) : null;
    const callerName = caller === null ? null : this.callers.callerInCall(caller);
    if (memberId === null && caller === null && join.kind !== 'free') throw worldError.unauthorized();
    const nickname = memberId
      ? this.ctx.members.require(memberId).username
      : (callerName ?? `guest${this.ctx.rng.int(1000, 9999)}`);
    const token = `chat_${this.ctx.rng.hex(24)}`;
    const room = roomOf(performer.id);
    const ticket: ChatTicket = {
      token,
      memberId,
      caller,
      nickname,
      performerId: performer.id,
      room,
      kind: join.kind,
      joined: false,
      departed: false,
      vip: false,
      kick: null,
      billing: null,
      vipBilling: null,
    };
    this.tickets.set(token, ticket);
    this.forgetOldTickets();
    return { token, room, nickname };
  }

  /**
   * Enters the room (idempotent). Fails with unauthorized for an unknown token, forbidden for
   * another room, and badRequest.deduct.credits.amount when paid chat's first minute is not covered.
   * The same member's older ticket in this room is kicked (duplicateSession) before this one enters.
   * Returns the room as it is once the visitor is in: her status, her toy, the visitor's show.
   */
  join(session: ChatSession): RoomState {
    const ticket = this.tickets.get(session.token);
    if (!ticket) throw worldError.unauthorized();
    if (ticket.room !== session.room) throw worldError.forbidden();
    // A stateless server joins before every command: a seat the engine ended must stay ended.
    if (!ticket.joined && !ticket.departed) this.enter(ticket);
    return {
      onlineStatus: this.ctx.performers.statusOf(ticket.performerId),
      toyActive: this.actions.toyOn(ticket.performerId),
      vip: ticket.joined && ticket.vip,
      freeSecondsLeft: this.freeSecondsLeft(ticket),
    };
  }

  /** A guest's free time left, whole seconds rounded up; null for a seat without a limit. */
  private freeSecondsLeft(ticket: ChatTicket): number | null {
    if (!ticket.joined || ticket.kickAt == null) return null;
    return Math.max(0, Math.ceil((ticket.kickAt - this.ctx.clock.now()) / 1000));
  }

  /** Seats a ticket: its first minute billed, the member's older seat kicked, announced, greeted. */
  private enter(ticket: ChatTicket): void {
    this.billing.startChat(ticket);
    this.kickOlderSessions(ticket);
    ticket.joined = true;
    const present = this.inRoom.get(ticket.room) ?? new Set<ChatTicket>();
    this.inRoom.set(ticket.room, present.add(ticket));
    this.ctx.rooms.emit(ticket.room, 'memberConnected', { nickname: ticket.nickname });
    this.ctx.rooms.emit(ticket.room, 'updatedMembers', { count: this.present(ticket.room) });
    this.billing.announceChat(ticket);
    this.host.greet(ticket.room, ticket.performerId, ticket.nickname);
    // A guest's free chat is limited; a caller's is not (the call pays for the time).
    if (ticket.memberId === null && ticket.caller === null) {
      const limitMs = this.settings.get(ticket.performerId).guestLimitSeconds * 1000;
      ticket.kickAt = this.ctx.clock.now() + limitMs;
      ticket.kick = this.ctx.clock.setTimeout(() => this.kickTicket(ticket, 'guestExpired'), limitMs);
    }
  }

  /** Leaves the room; leaving a seat the engine already ended (a kick, a closed room) changes nothing. */
  leave(token: string, reason = 'default'): void {
    const ticket = this.tickets.get(token);
    if (ticket?.departed) return;
    if (!ticket) throw worldError.unauthorized();
    if (!ticket.joined) throw worldError.forbidden();
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
    if (this.reportedErrors.length > 100) this.reportedErrors.shift();
  }

  startCamback(token: string): void {
    this.joined(token);
  }

  stopCamback(token: string, by = 'host'): void {
    const ticket = this.joined(token);
    this.ctx.rooms.emit(ticket.room, 'cambackStopped', { nickname: ticket.nickname, by });
  }

  /** Any room event as the engine would send it (the studio's admin message; contract tests). */
  emit(room: string, event: ChatEvent): void {
    this.ctx.rooms.emit(room, event.name, event.payload as never);
  }

  /** The visitors in a performer's room now, for the studio. */
  visitors(performerId: number): ChatTicket[] {
    return [...(this.inRoom.get(roomOf(performerId)) ?? [])];
  }

  /** The studio's kick: every ticket of that nickname in her room leaves (reason default). */
  kickNickname(performerId: number, nickname: string): number {
    const kicked = this.visitors(performerId).filter((ticket) => ticket.nickname === nickname);
    for (const ticket of kicked) this.kickTicket(ticket, 'default');
    return kicked.length;
  }

  /** The studio sets her status (or null: back to the schedule); her room hears what changed. */
  setStatus(performerId: number, status: number | null): number {
    const before = this.ctx.performers.statusOf(performerId);
    const after = this.ctx.performers.setStatusOverride(performerId, status);
    announceStatus(this.ctx, roomOf(performerId), before, after);
    if (after === ONLINE_FLAGS.OFFLINE) for (const ticket of this.visitors(performerId)) this.depart(ticket);
    return after;
  }

  /** The studio turns her toy on or off; her room hears it with her status. */
  setToy(performerId: number, on: boolean): void {
    this.settings.update(performerId, { toy: on });
    this.ctx.rooms.emit(roomOf(performerId), 'updatedSettings', {
      onlineStatus: this.ctx.performers.statusOf(performerId),
      toyActive: on,
    });
  }

  /** The studio ends every VIP show in her room. */
  stopShows(performerId: number): void {
    for (const ticket of this.visitors(performerId).filter((visitor) => visitor.vip)) {
      ticket.vip = false;
      this.billing.stopVip(ticket);
      this.ctx.rooms.emit(ticket.room, 'stopVip', { nickname: ticket.nickname });
    }
  }

  /** The studio closes her room: everyone in it leaves. */
  close(performerId: number): void {
    for (const ticket of this.visitors(performerId)) this.depart(ticket);
    this.ctx.rooms.emit(roomOf(performerId), 'roomClosed', { reason: 'default' });
  }

  /** Takes a ticket out of its room: its timers stop, its show ends. */
  depart(ticket: ChatTicket): void {
    const present = this.inRoom.get(ticket.room);
    present?.delete(ticket);
    if (present?.size === 0) this.inRoom.delete(ticket.room);
    ticket.joined = false;
    ticket.departed = true;
    ticket.vip = false;
    this.billing.stop(ticket);
    if (ticket.kick) this.ctx.clock.clear(ticket.kick);
    ticket.kick = null;
    ticket.kickAt = null;
  }

  /** The ticket of a joined token; unauthorized when unknown, forbidden when not (or no longer) in the room. */
  private joined(token: string): ChatTicket {
    const ticket = this.tickets.get(token);
    if (!ticket) throw worldError.unauthorized();
    if (!ticket.joined) throw worldError.forbidden();
    return ticket;
  }

  private kickOlderSessions(ticket: ChatTicket): void {
    if (ticket.memberId === null) return;
    for (const other of this.visitors(ticket.performerId)) {
      if (other !== ticket && other.memberId === ticket.memberId) this.kickTicket(other, 'duplicateSession');
    }
  }

  private kickTicket(ticket: ChatTicket, reason: 'guestExpired' | 'duplicateSession' | 'default'): void {
    if (!ticket.joined) return;
    this.depart(ticket);
    this.ctx.rooms.emit(ticket.room, 'kick', { nickname: ticket.nickname, reason });
  }

  /** Forgets the oldest tickets that left, so a long-running sandbox does not grow without bound. */
  private forgetOldTickets(): void {
    if (this.tickets.size <= MAX_TICKETS) return;
    for (const [token, ticket] of this.tickets) {
      if (this.tickets.size <= MAX_TICKETS) return;
      if (!ticket.joined) this.tickets.delete(token);
    }
  }

  private present(room: string): number {
    return this.inRoom.get(room)?.size ?? 0;
  }
}
