import type { ChatEvent } from '../../../../core/live-chat/chat.model';

/** Events kept while entering at most: a room that floods a slow entry keeps only the first. */
const MAX_HELD = 200;

/**
 * Whether the room has announced this seat yet. The engine kicks the member's older seat
 * (duplicateSession, by nickname, which both seats share) before it announces the new one
 * (memberConnected): a duplicate-session kick heard before that announcement is the older seat's,
 * even when it arrives after the join's answer (the socket and HTTP race).
 */
export class SeatEntry {
  private nickname: string | null = null;
  private announced = false;
  private held: ChatEvent[] = [];

  /** A new seat, entering under `nickname` (null when the join's answer names none). */
  expect(nickname: string | null): void {
    this.nickname = nickname;
    this.announced = false;
    this.held = [];
  }

  /**
   * An event heard while the engine is still taking the seat: kept once the room announced the
   * seat (it is then newer than the room's state in the join's answer), dropped before.
   */
  hold(event: ChatEvent): void {
    if (this.announced && this.held.length < MAX_HELD) this.held.push(event);
  }

  /** The events held while entering, oldest first; none are kept after. */
  takeHeld(): ChatEvent[] {
    const held = this.held;
    this.held = [];
    return held;
  }

  /** Reads every event of the room, the ones heard while the engine is still taking the seat too. */
  hear(event: ChatEvent): void {
    if (event.name === 'memberConnected' && event.payload.nickname === this.nickname) this.announced = true;
  }

  isOlderSeatsKick(event: ChatEvent): boolean {
    return event.name === 'kick' && event.payload.reason === 'duplicateSession' && !this.announced;
  }
}
