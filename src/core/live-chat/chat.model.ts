/** Live chat payloads and events (SPEC §3, §4). */

export type ChatKind = 'chat' | 'vip' | 'free';

export type ChatAction =
  | { action: 'message'; message: string; messageType: 'room' | 'host' | string }
  | {
      action: 'tip';
      amount: number;
      tipType: 'tip';
      message: string;
      isPublic: boolean;
      /**
       * Our addition (docs/api.md): the same for a tip's first send and its retries, so a retry
       * after a lost answer is charged once by an engine that knows it.
       */
      clientId?: string;
    }
  | { action: 'changeNickname'; newNickname: string }
  | { action: 'requestVip'; seconds: number; creditsPerSecond: number }
  | { action: 'stopVip' };

export interface ChatJoin {
  performerId: number;
  kind: ChatKind;
  /**
   * A guest's phone session in a call (SPEC §4 dial-in): the call's credits pay for the seat. Only
   * sent without a login token; a member's call credits the member's own balance.
   */
  dialInSession?: string;
}

export interface ChatSession {
  token: string;
  room: string;
  /**
   * The nickname the engine gave this visitor in the room (a member's user name, a guest's
   * generated one), when the member API's join answer names it: kicks are addressed by nickname.
   */
  nickname?: string;
}

/**
 * The room as the visitor enters it: what the engine's join answers (docs/api.md, our addition),
 * so a toy switched on or a show begun before the entry is known without waiting for its event.
 */
export interface RoomState {
  /** Her status now (SPEC §4 bit flags): free chat, a pause; null when the engine did not say. */
  onlineStatus: number | null;
  /** Her toy is on (SPEC §3 performer page state toyActive). */
  toyActive: boolean;
  /** This visitor's own VIP show runs (a seat entered again after the chat channel came back). */
  vip: boolean;
  /** A guest's free time left in seconds (SPEC §1 the free chat's time limit); null when unlimited or untold. */
  freeSecondsLeft: number | null;
}

/** What an engine that says nothing about the room leaves: nothing is assumed on. */
export const ROOM_STATE_UNKNOWN: Readonly<RoomState> = Object.freeze({
  onlineStatus: null,
  toyActive: false,
  vip: false,
  freeSecondsLeft: null,
});

export type DisconnectReason = 'guestExpired' | 'duplicateSession' | 'paused' | 'default';

/** Who is named in most room events: the member's (or guest's, or performer's) chat nickname. */
interface Named {
  nickname: string;
}

/**
 * The live chat events of SPEC §4, by name, with their payloads (wire shapes in docs/api.md).
 * Payloads the sandbox does not send yet are the team's decision, documented there too.
 */
export interface ChatEventMap {
  keepAlive: Record<string, never>;
  hostDisconnected: Record<string, never>;
  memberConnected: Named;
  memberDisconnected: Named & { reason: string };
  updatedMembers: { count: number };
  requestVip: Named & { seconds: number };
  acceptVip: Named & { seconds: number };
  stopVip: Named;
  declineVip: Named;
  vipDisconnect: Named;
  startFreeChat: Record<string, never>;
  stopFreeChat: Record<string, never>;
  chatSwitch: { kind: ChatKind };
  /** messageType 'room' (everyone) or 'host' (the performer's line). */
  message: Named & { message: string; messageType: string };
  tip: Named & { amount: number; message: string; isPublic: boolean };
  freeTip: Named & { amount: number };
  kick: Named & { reason: DisconnectReason };
  custom: Named & { lobby: string };
  nicknameChanged: { oldNickname: string; newNickname: string };
  /** The chat stopped for one visitor (named) or for everyone (no nickname). */
  chatStopped: { error: string; nickname?: string };
  adminMessage: { message: string };
  /**
   * The performer's settings after a change: online status (SPEC §4 bit flags) and, when it
   * changed, whether her toy is on (the 'toy on' notice).
   */
  updatedSettings: { onlineStatus: number; toyActive?: boolean };
  playerError: { error: string };
  audioAvailable: Record<string, never>;
  audioDenied: Record<string, never>;
  videoAvailable: Record<string, never>;
  videoDenied: Record<string, never>;
  roomClosed: { reason: DisconnectReason };
  /** A tip that ran the performer's toy: `vibrate` is the toy preset's strength. */
  cybertoy: Named & { amount: number; vibrate: number };
  fileTransferError: { error: string };
  fileTransferClient: Named & { url: string };
  fileTransferTip: Named & { amount: number };
  stopCamback: { by: string };
  cambackStopped: Named & { by: string };
  /**
   * One charge of the visitor's paid chat (a minute) or VIP show (a second), our addition: `spent`
   * and `seconds` are the session's credits and time so far as the engine counts them
   * (docs/decisions.md, 79 "The room's costs as they run").
   */
  charged: Named & { kind: ChatKind; amount: number; spent: number; seconds: number };
}

export type ChatEventName = keyof ChatEventMap;

/** One chat event: a discriminated union on `name`, so `event.payload` is typed after a check. */
export type ChatEvent = { [E in ChatEventName]: { name: E; payload: ChatEventMap[E] } }[ChatEventName];

export const TIP_PRESETS = [
  { amount: 100, name: 'wink' },
  { amount: 500, name: 'kiss' },
  { amount: 1000, name: 'heart' },
] as const;

export const TOY_PRESETS = [
  { amount: 100, name: 'medium', vibrate: 2 },
  { amount: 500, name: 'hard', vibrate: 10 },
  { amount: 1000, name: 'extreme', vibrate: 20 },
] as const;
