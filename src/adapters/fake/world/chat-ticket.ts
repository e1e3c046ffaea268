import type { ChatKind } from '../../../core/live-chat/chat.model';
import type { TimerHandle } from '../../../ports/clock.port';

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
  /** The paid chat's next minute, while billed. */
  billing: TimerHandle | null;
  /** How many VIP shows the seat has had: each is one line of the member's statement. */
  vipShow?: number;
  /** The VIP show's next second, while it runs. */
  vipBilling: TimerHandle | null;
}
