import type { ChatEvent } from '../../../../core/live-chat/chat.model';

/**
 * Whether the room has announced this seat yet. The engine kicks the member's older seat
 * (duplicateSession, by nickname, which both seats share) before it announces the new one
 * (memberConnected): a duplicate-session kick heard before that announcement is the older seat's,
 * even when it arrives after the join's answer (the socket and HTTP race).
 */
export class SeatEntry {
  private nickname: string | null = null;
  private announced = false;

  /** A new seat, entering under `nickname` (null when the join's answer names none). */
  expect(nickname: string | null): void {
    this.nickname = nickname;
    this.announced = false;
  }

  /** Reads every event of the room, the ones heard while the engine is still taking the seat too. */
  hear(event: ChatEvent): void {
    if (event.name === 'memberConnected' && event.payload.nickname === this.nickname) this.announced = true;
  }

  isOlderSeatsKick(event: ChatEvent): boolean {
    return event.name === 'kick' && event.payload.reason === 'duplicateSession' && !this.announced;
  }
}
