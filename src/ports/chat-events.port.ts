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
   * Settles once the engine has the room's subscription (it confirmed it), so what the room says
   * from then on arrives; or after a short wait when the engine does not confirm, or the channel
   * cannot connect. Never rejects. A visitor enters a room only after it (the room's first words,
   * such as a toy switched on at the entry, would otherwise be lost while the channel connects).
   */
  whenListening(room: string): Promise<void>;
  /**
   * Called after every (re)connect of the chat channel, first connect included (reconnect false).
   * Events sent while the channel was down are lost, so a room resynchronises on reconnect=true.
   */
  onConnect(handler: (reconnect: boolean) => void): Unsubscribe;
}
