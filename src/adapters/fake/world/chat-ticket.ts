import type { ChatKind } from '../../../core/live-chat/chat.model';
import type { TimerHandle } from '../../../ports/clock.port';

/** What a seat's paid chat, or its VIP show, has cost so far and how long it has run (billing clock). */
export interface ChargeTally {
  spent: number;
  seconds: number;
}

/** One member's (or guest's) place in a room, keyed by the chat token from POST /chat/join. */
export interface ChatTicket {
  token: string;
  memberId: number | null;
  /** A guest whose phone call pays: the call's session, whose credits the chat spends. */
  caller: string | null;
  nickname: string;
  performerId: number;
  room: string;
  kind: ChatKind;
  joined: boolean;
  /** Out of the room for good (left, kicked, closed, out of credits): the seat never opens again. */
  departed: boolean;
  vip: boolean;
  kick: TimerHandle | null;
  /** When a guest's free time is up (epoch ms on the world's clock); null for a seat without a limit. */
  kickAt?: number | null;
  /** The paid chat's charges so far, and the current VIP show's. */
  chatTally?: ChargeTally;
  vipTally?: ChargeTally;
  /** The paid chat's next minute, while billed. */
  billing: TimerHandle | null;
  /** How many VIP shows the seat has had: each is one line of the member's statement. */
  vipShow?: number;
  /** The VIP show's next second, while it runs. */
  vipBilling: TimerHandle | null;
}
