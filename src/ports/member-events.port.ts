import type { Message } from '../core/model/conversation';
import type { DialInStatus } from '../core/model/dial-in';

/** The member socket's events (SPEC §4), with their payloads. */
export interface MemberEventMap {
  setCredits: { credits: number };
  updatedCredits: { credits: number };
  favouriteAdd: { performerId: number };
  favouriteRemove: { performerId: number };
  dialInStatus: { session: string; state: DialInStatus };
  paymentFailed: { reason: number };
  bundleBought: { credits: number; bundleId: number };
  privateMessage: { conversationId: number; message: Message };
  messageRead: { conversationId: number };
}

export type MemberEventName = keyof MemberEventMap;
export type Unsubscribe = () => void;

/**
 * The member's realtime channel (websocket transport, reconnecting). Subscriptions survive a
 * reconnect: the adapter resubscribes them.
 */
export interface MemberEvents {
  /** Opens the channel for the member with this token (null: guest channel). */
  connect(token: string | null): void;
  disconnect(): void;
  isConnected(): boolean;
  on<E extends MemberEventName>(event: E, handler: (payload: MemberEventMap[E]) => void): Unsubscribe;
  /** Called after every (re)connect, first connect included: a place to resynchronise state. */
  onConnect(handler: (reconnect: boolean) => void): Unsubscribe;
}
