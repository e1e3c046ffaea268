import type { Message } from '../core/messaging/conversation.model';
import type { DialInStatus } from '../core/dial-in/dial-in.model';
import type { FavouriteAlert } from '../core/performers/favourite-alert.model';

/**
 * The member socket's events (SPEC §4), with their payloads. Each reaches only the member it
 * concerns, except the broadcast events (`BroadcastEventName`), which every channel receives,
 * guest channels included.
 */
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
  /** A favourite of the member went live and the member's alerts for her are on (docs/api.md). */
  favouriteOnline: FavouriteAlert;
  /** A performer's online status changed (SPEC §4 bit flags: 0, 1, 3, 5 or 9); broadcast to all. */
  performerStatus: { performerId: number; onlineStatus: number };
}

export type MemberEventName = keyof MemberEventMap;
/** The events every channel receives, guests included: the performer grids are public. */
export type BroadcastEventName = Extract<MemberEventName, 'performerStatus'>;
/** The events only the member they concern receives. */
export type MemberOnlyEventName = Exclude<MemberEventName, BroadcastEventName>;
export type Unsubscribe = () => void;

/**
 * The member's realtime channel (websocket transport, reconnecting). Subscriptions survive a
 * reconnect: the adapter resubscribes them.
 */
export interface MemberEvents {
  /**
   * Opens the channel for the member whose token the session holder (Credentials) has at each
   * handshake, reconnects included; no token: a guest channel, which receives only the broadcast
   * events. Call it again after the token changed (login, logout) to reopen the channel.
   */
  connect(): void;
  disconnect(): void;
  isConnected(): boolean;
  on<E extends MemberEventName>(event: E, handler: (payload: MemberEventMap[E]) => void): Unsubscribe;
  /** Called after every (re)connect, first connect included: a place to resynchronise state. */
  onConnect(handler: (reconnect: boolean) => void): Unsubscribe;
}
