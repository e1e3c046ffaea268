import type { ChatEvent } from '../core/live-chat/chat.model';
import type { Unsubscribe } from './member-events.port';

/**
 * A live chat room's event stream (SPEC §4 chat events). Only well-formed events arrive: the
 * adapter drops (and logs) an event whose name or payload does not match `ChatEventMap`.
 */
export interface ChatEvents {
  /** Subscribes to the room; events arrive until unsubscribed or the room closes. */
  subscribe(room: string, handler: (event: ChatEvent) => void): Unsubscribe;
  /**
   * Called after every (re)connect of the chat channel, first connect included (reconnect false).
   * Events sent while the channel was down are lost, so a room resynchronises on reconnect=true.
   */
  onConnect(handler: (reconnect: boolean) => void): Unsubscribe;
}
