import type { ChatEvent } from '../core/live-chat/chat.model';
import type { Unsubscribe } from './member-events.port';

/** A live chat room's event stream (SPEC §4 chat events). */
export interface ChatEvents {
  /** Subscribes to the room; events arrive until unsubscribed or the room closes. */
  subscribe(room: string, handler: (event: ChatEvent) => void): Unsubscribe;
}
