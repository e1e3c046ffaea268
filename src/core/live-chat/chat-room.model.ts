import type { ChatEventName, ChatKind, DisconnectReason } from './chat.model';

/**
 * The room's tabs (SPEC §2): free chat (guests and members, free), public (the paid room, every
 * member's lines), private (the member and the performer only) and the one-on-one VIP show.
 */
export type ChatTab = 'freechat' | 'public' | 'private' | 'vip';
export const CHAT_TABS: readonly ChatTab[] = ['freechat', 'public', 'private', 'vip'];

/** SPEC §3 chat tab state message types. */
export type ChatLineType = 'host' | 'member' | 'notice' | 'room';

/** A notice's translation key is `chat.notice.<key>`; values fill its placeholders. */
export interface ChatNotice {
  key: NoticeKey;
  values: Record<string, string | number>;
}

/** One line in a tab's list. `text` is raw: the UI renders it through the core's safe markup. */
export interface ChatLine {
  id: string;
  tab: ChatTab;
  type: ChatLineType;
  /** Who wrote it (host, member or guest nickname); null for a notice. */
  nickname: string | null;
  text: string;
  notice: ChatNotice | null;
  /** Written by this visitor. */
  own: boolean;
  /** Only for own lines: 'sending' until the engine took it, 'notSent' with a retry. */
  status: 'sending' | 'sent' | 'notSent';
  /** Epoch ms when it arrived. */
  at: number;
}

/**
 * What a room event means for the room beyond a line in a tab; the view model acts on it
 * (leave, open the no-credits modal, animate the stream, switch tab).
 */
export type RoomEffect =
  | { kind: 'kicked'; reason: DisconnectReason }
  | { kind: 'closed'; reason: DisconnectReason }
  | { kind: 'stopped'; error: string }
  /** seconds: null for a show found running when the seat entered again (its length untold). */
  | { kind: 'vipAccepted'; seconds: number | null }
  | { kind: 'vipEnded' }
  | { kind: 'vipDeclined' }
  | { kind: 'toy'; active: boolean }
  | { kind: 'vibrate'; level: number; nickname: string }
  | { kind: 'tipped'; amount: number; nickname: string }
  | { kind: 'status'; onlineStatus: number }
  | { kind: 'chatSwitch'; chatKind: ChatKind }
  | { kind: 'members'; count: number }
  | { kind: 'cambackStopped' }
  /** The engine charged this visitor: the session's figures so far. */
  | { kind: 'charged'; chatKind: ChatKind; spent: number; seconds: number }
  /** A guest's free time left at an entry (the engine's figure); null when unlimited. */
  | { kind: 'freeTime'; secondsLeft: number | null }
  | { kind: 'playerError'; error: string };

/** Reasons a visitor leaves a room (PUT chat/leave `reason`). */
export type LeaveReason =
  | 'default'
  | 'tabChange'
  | 'navigation'
  | 'logout'
  | 'dialin_stopped'
  | 'kicked'
  | 'roomClosed'
  | 'noCredits';

/**
 * Every notice the room can show; `chat.notice.<key>` exists in all four locales. Event notices
 * are named after their event; the others are the room's own.
 */
export const NOTICE_KEYS = [
  'memberConnected',
  'memberDisconnected',
  'updatedMembers',
  'requestVip',
  'acceptVip',
  'declineVip',
  'stopVip',
  'vipDisconnect',
  'startFreeChat',
  'stopFreeChat',
  'chatSwitch',
  'tip',
  'tipWithMessage',
  'freeTip',
  'kick.guestExpired',
  'kick.duplicateSession',
  'kick.paused',
  'kick.default',
  'custom',
  'nicknameChanged',
  'chatStopped',
  'noCredits',
  'spendingLimit',
  'adminMessage',
  'toyOn',
  'toyOff',
  'playerError',
  'audioAvailable',
  'audioDenied',
  'videoAvailable',
  'videoDenied',
  'roomClosed.default',
  'roomClosed.paused',
  'roomClosed.guestExpired',
  'roomClosed.duplicateSession',
  'cybertoy',
  'fileTransferError',
  'fileTransferTip',
  'cambackStopped',
  'hostDisconnected',
  'pause',
  'offline',
  'lowCredits',
  'joined',
  'freeChatOn',
] as const satisfies readonly (ChatEventName | string)[];
export type NoticeKey = (typeof NOTICE_KEYS)[number];
